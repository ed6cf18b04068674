import { createServer, type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { SmtpMailer } from '../smtp.ts';

/** A scripted SMTP server without TLS that records what it was sent. */
async function fakeSmtp(): Promise<{ port: number; received: string[]; close: () => void }> {
  const received: string[] = [];
  const server = createServer((socket) => {
    socket.setEncoding('utf8');
    socket.write('220 fake ESMTP\r\n');
    let data = false;
    let buffer = '';
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let index;
      while ((index = buffer.indexOf('\r\n')) !== -1) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        received.push(line);
        if (data) {
          if (line === '.') {
            data = false;
            socket.write('250 queued\r\n');
          }
          continue;
        }
        if (line.startsWith('EHLO')) socket.write('250-fake\r\n250 SIZE 1000\r\n');
        else if (line === 'DATA') {
          data = true;
          socket.write('354 go\r\n');
        } else if (line === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, received, close: () => server.close() };
}

describe('SMTP mailer', () => {
  it('sends one message: envelope, headers, dot-stuffed body', async () => {
    const smtp = await fakeSmtp();
    try {
      await new SmtpMailer(`smtp://127.0.0.1:${smtp.port}?from=site@example.com`).send({
        to: 'player01@example.com',
        subject: 'Temporary password\r\nBcc: evil@example.com',
        body: 'line one\n.starts with a dot',
        code: 'x',
      });
      expect(smtp.received).toContain('MAIL FROM:<site@example.com>');
      expect(smtp.received).toContain('RCPT TO:<player01@example.com>');
      expect(smtp.received).toContain('Subject: Temporary password Bcc: evil@example.com');
      expect(smtp.received).not.toContain('Bcc: evil@example.com');
      expect(smtp.received).toContain('..starts with a dot');
      expect(smtp.received.at(-1)).toBe('QUIT');
    } finally {
      smtp.close();
    }
  });

  it('refuses to send credentials without TLS', async () => {
    const smtp = await fakeSmtp();
    try {
      await expect(
        new SmtpMailer(`smtp://user:secret@127.0.0.1:${smtp.port}`).send({
          to: 'a@example.com',
          subject: 's',
          body: 'b',
          code: '',
        }),
      ).rejects.toThrow(/without TLS/);
      expect(smtp.received.join('\n')).not.toContain('secret');
    } finally {
      smtp.close();
    }
  });
});
