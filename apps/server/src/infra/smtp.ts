import { connect as netConnect, type Socket } from 'node:net';
import { connect as tlsConnect, type TLSSocket } from 'node:tls';
import type { OutgoingMessage } from './delivery.ts';

const TIMEOUT_MS = 15_000;

/** Reads SMTP replies (multi-line `250-…` then `250 …`) from a socket. */
class ReplyReader {
  #buffer = '';
  #waiters: ((reply: { code: number; text: string }) => void)[] = [];
  #lines: string[] = [];

  attach(socket: Socket | TLSSocket): void {
    socket.setEncoding('utf8');
    socket.on('data', (data: string) => {
      this.#buffer += data;
      let index;
      while ((index = this.#buffer.indexOf('\r\n')) !== -1) {
        const line = this.#buffer.slice(0, index);
        this.#buffer = this.#buffer.slice(index + 2);
        this.#lines.push(line);
        if (/^\d{3} /.test(line) || /^\d{3}$/.test(line)) {
          const text = this.#lines.join('\n');
          this.#lines = [];
          this.#waiters.shift()?.({ code: Number(line.slice(0, 3)), text });
        }
      }
    });
  }

  next(): Promise<{ code: number; text: string }> {
    return new Promise((resolve) => this.#waiters.push(resolve));
  }
}

/** Header-safe text: no line breaks (header injection), RFC 2047 for non-ASCII. */
function headerText(value: string): string {
  const flat = value.replace(/[\r\n]+/g, ' ');
  return /^[\x20-\x7e]*$/.test(flat) ? flat : `=?UTF-8?B?${Buffer.from(flat, 'utf8').toString('base64')}?=`;
}

const ADDRESS = /^[^\s<>@,;:"]+@[^\s<>@,;:"]+$/;

/**
 * A minimal SMTP client for `SMTP_URL` (node:net / node:tls, no dependency): `smtps://` is TLS from the start,
 * `smtp://` upgrades with STARTTLS when the server offers it (required when credentials are given), AUTH
 * PLAIN with the URL's user and password, one message per connection. `?from=` sets the sender.
 */
export class SmtpMailer {
  readonly #url: URL;

  constructor(url: string) {
    this.#url = new URL(url);
  }

  async send(message: OutgoingMessage): Promise<void> {
    const url = this.#url;
    const secure = url.protocol === 'smtps:';
    const host = url.hostname;
    const port = Number(url.port || (secure ? 465 : 587));
    const user = decodeURIComponent(url.username);
    const pass = decodeURIComponent(url.password);
    const from = url.searchParams.get('from') ?? (user.includes('@') ? user : `no-reply@${host}`);
    if (!ADDRESS.test(from) || !ADDRESS.test(message.to)) throw new Error('invalid e-mail address');

    let socket: Socket | TLSSocket = secure
      ? tlsConnect({ host, port, servername: host })
      : netConnect({ host, port });
    socket.setTimeout(TIMEOUT_MS, () => socket.destroy(new Error('SMTP timeout')));
    let reader = new ReplyReader();
    reader.attach(socket);
    const failed = new Promise<never>((_, reject) => socket.once('error', reject));
    // Awaited only through Promise.race; an error after the last command must not become an unhandled rejection.
    failed.catch(() => undefined);
    const expect = async (codes: number[]) => {
      const reply = await Promise.race([reader.next(), failed]);
      if (!codes.includes(reply.code)) throw new Error(`SMTP: unexpected reply ${reply.code}`);
      return reply.text;
    };
    const command = async (line: string, codes: number[]) => {
      socket.write(`${line}\r\n`);
      return expect(codes);
    };

    try {
      await expect([220]);
      let features = await command(`EHLO ${host}`, [250]);
      if (!secure && /STARTTLS/i.test(features)) {
        await command('STARTTLS', [220]);
        const plain = socket;
        plain.removeAllListeners('data');
        socket = tlsConnect({ socket: plain, servername: host });
        socket.setTimeout(TIMEOUT_MS, () => socket.destroy(new Error('SMTP timeout')));
        reader = new ReplyReader();
        reader.attach(socket);
        await new Promise<void>((resolve, reject) => {
          socket.once('secureConnect', resolve);
          socket.once('error', reject);
        });
        features = await command(`EHLO ${host}`, [250]);
      } else if (!secure && user !== '') {
        throw new Error('SMTP: refusing to send credentials without TLS');
      }
      if (user !== '') {
        const token = Buffer.from(`\0${user}\0${pass}`, 'utf8').toString('base64');
        await command(`AUTH PLAIN ${token}`, [235]);
      }
      await command(`MAIL FROM:<${from}>`, [250]);
      await command(`RCPT TO:<${message.to}>`, [250, 251]);
      await command('DATA', [354]);
      const body = message.body.replace(/\r?\n/g, '\r\n').replace(/^\./gm, '..');
      const data =
        `From: <${from}>\r\nTo: <${message.to}>\r\nSubject: ${headerText(message.subject)}\r\n` +
        `MIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n` +
        `Date: ${new Date().toUTCString()}\r\n\r\n${body}\r\n.`;
      await command(data, [250]);
      await command('QUIT', [221]).catch(() => undefined);
    } finally {
      socket.destroy();
    }
  }
}
