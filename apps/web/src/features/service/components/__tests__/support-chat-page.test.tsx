import {
  getSupportThread,
  sendSupportMessage,
  type SupportMessage,
  type SupportThread,
} from '@h5/contract/endpoints/support.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import supportEn from '../../../../locales/support/en.json';
import { initI18n, loadNamespace } from '../../../../lib/i18n/i18n.ts';
import { clearSession, setSession } from '../../../../lib/session/session-store.ts';
import { envelope, failure } from '../../../../test/fixtures.ts';
import { on } from '../../../../test/msw.ts';
import { renderWithQuery } from '../../../../test/render-app.tsx';
import { SUPPORT_KEY_STORAGE } from '../../conversation-key.ts';
import SupportChatPage from '../support-chat-page.tsx';

const server = setupServer(
  http.all('*/wps/*', () => HttpResponse.json(failure('request.not.found', 'not found'), { status: 404 })),
);

beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  await initI18n('EN');
  await loadNamespace('support');
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  server.resetHandlers();
  clearSession();
  localStorage.clear();
});
afterAll(() => {
  server.close();
});

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const png = (name: string) => new File([PNG], name, { type: 'image/png' });

const message = (
  id: number,
  author: SupportMessage['author'],
  content: string,
  images = 0,
): SupportMessage => ({
  id,
  author,
  content,
  createTime: 1_764_000_000_000 + id,
  images: Array.from({ length: images }, () => ({ mediaType: 'image/png', sizeBytes: 8 })),
});
const EMPTY: SupportThread = { id: null, status: null, messages: [] };

interface Sent {
  fields: Record<string, string>;
  images: string[];
  auth: string | null;
}

/** Answers the thread with `thread` and records every send, answering it with `after` (or failing it first). */
function backend(thread: SupportThread, after: SupportThread, options: { failFirst?: boolean } = {}) {
  const sent: Sent[] = [];
  const reads: unknown[] = [];
  server.use(
    on(getSupportThread, async ({ request }) => {
      reads.push(await request.json());
      return HttpResponse.json(envelope(thread));
    }),
    on(sendSupportMessage, async ({ request }) => {
      const form = await request.formData();
      const fields: Record<string, string> = {};
      for (const [name, value] of form.entries()) if (typeof value === 'string') fields[name] = value;
      sent.push({
        fields,
        images: form.getAll('images').map((f) => (f as File).name),
        auth: request.headers.get('Authorization'),
      });
      if (options.failFirst === true && sent.length === 1) return HttpResponse.error();
      return HttpResponse.json(envelope(after));
    }),
  );
  return { sent, reads };
}

function renderChat(member: boolean) {
  if (member) setSession({ token: 'tok', id: 1, userName: 'player01', type: 0 });
  return renderWithQuery(
    <MemoryRouter initialEntries={['/m/service/chat']}>
      <SupportChatPage />
    </MemoryRouter>,
  );
}

describe('support chat page', () => {
  it('shows a member’s thread with the answer, and sends a message with a screenshot as multipart', async () => {
    const before: SupportThread = {
      id: 7,
      status: 'answered',
      messages: [message(1, 'player', 'Deposit missing', 1), message(2, 'operator', 'Which bank?')],
    };
    const after: SupportThread = {
      ...before,
      status: 'open',
      messages: [...before.messages, message(3, 'player', 'BDO')],
    };
    const { sent } = backend(before, after);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderChat(true);
    const thread = await screen.findByTestId('support-thread');
    expect(thread.textContent).toContain('Which bank?');
    expect(thread.textContent).toContain('1 screenshot attached');
    expect(screen.getByTestId('support-answered').textContent).toContain(supportEn.chat.answered);
    expect(screen.getByTestId('support-mail-link').getAttribute('href')).toBe('/m/webEmail');
    // A member gives no contact.
    expect(screen.queryByTestId('support-contact')).toBeNull();

    await user.upload(screen.getByTestId('support-file'), [png('shot.png')]);
    await screen.findByAltText('Screenshot 1');
    await user.type(screen.getByTestId('support-text'), '  BDO  ');
    await user.click(screen.getByTestId('support-send'));
    await waitFor(() => {
      expect(screen.getAllByTestId('support-message-player')).toHaveLength(2);
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.fields.content).toBe('BDO');
    expect(sent[0]?.fields.requestId).toMatch(/^[0-9a-f]{32}$/);
    expect(sent[0]?.fields.conversationKey).toBeUndefined();
    expect(sent[0]?.images).toEqual(['shot.png']);
    expect(sent[0]?.auth).toBe('tok');
    expect(screen.getByTestId<HTMLTextAreaElement>('support-text').value).toBe('');
    expect(screen.getByTestId('support-waiting')).toBeTruthy();
  });

  it('asks a guest for a valid contact, then sends it with a browser-made key kept for the next visit', async () => {
    const after: SupportThread = { id: 9, status: 'open', messages: [message(1, 'player', 'Cannot log in')] };
    const { sent } = backend(EMPTY, after);
    const user = userEvent.setup();
    renderChat(false);
    expect(await screen.findByTestId('support-thread-empty')).toBeTruthy();
    await user.type(screen.getByTestId('support-text'), 'Cannot log in');
    await user.type(screen.getByTestId('support-contact'), 'call me');
    await user.click(screen.getByTestId('support-send'));
    expect(screen.getByTestId('support-problem').textContent).toBe(supportEn.chat.contactInvalid);
    expect(sent).toHaveLength(0);

    await user.clear(screen.getByTestId('support-contact'));
    await user.type(screen.getByTestId('support-contact'), 'juan@example.ph');
    await user.click(screen.getByTestId('support-send'));
    await screen.findByTestId('support-message-player');
    const key = localStorage.getItem(SUPPORT_KEY_STORAGE);
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sent[0]?.fields).toMatchObject({
      content: 'Cannot log in',
      contact: 'juan@example.ph',
      conversationKey: key,
    });
    expect(sent[0]?.auth).toBeNull();
    // The conversation has begun: no contact asked again.
    expect(screen.queryByTestId('support-contact')).toBeNull();
  });

  it('reads a returning guest’s thread by the stored key only', async () => {
    const key = 'k'.repeat(43);
    localStorage.setItem(SUPPORT_KEY_STORAGE, key);
    const { reads } = backend(
      { id: 3, status: 'answered', messages: [message(1, 'operator', 'Fixed now')] },
      EMPTY,
    );
    renderChat(false);
    expect((await screen.findByTestId('support-message-operator')).textContent).toContain('Fixed now');
    expect(reads[0]).toEqual({ conversationKey: key });
    // A guest has no mail center.
    expect(screen.queryByTestId('support-mail-link')).toBeNull();
  });

  it('keeps the request id when a send is lost on the way, so the retry cannot be stored twice', async () => {
    const after: SupportThread = { id: 4, status: 'open', messages: [message(1, 'player', 'Hello')] };
    const { sent } = backend({ id: 4, status: 'answered', messages: [] }, after, { failFirst: true });
    const user = userEvent.setup();
    renderChat(true);
    await screen.findByTestId('support-thread');
    await user.type(screen.getByTestId('support-text'), 'Hello');
    await user.click(screen.getByTestId('support-send'));
    expect(await screen.findByTestId('support-send-error')).toBeTruthy();
    expect(screen.getByTestId('support-send').textContent).toBe(supportEn.chat.retry);
    await user.click(screen.getByTestId('support-send'));
    await screen.findByTestId('support-message-player');
    expect(sent).toHaveLength(2);
    expect(sent[1]?.fields.requestId).toBe(sent[0]?.fields.requestId);
  });

  it('refuses an empty message and a non-image before sending anything', async () => {
    const { sent } = backend({ id: 4, status: 'open', messages: [] }, EMPTY);
    const user = userEvent.setup({ applyAccept: false });
    renderChat(true);
    await screen.findByTestId('support-thread');
    await user.click(screen.getByTestId('support-send'));
    expect(screen.getByTestId('support-problem').textContent).toBe(supportEn.chat.textEmpty);
    await user.upload(screen.getByTestId('support-file'), [
      new File(['GIF89a'], 'fake.png', { type: 'image/png' }),
    ]);
    expect((await screen.findByTestId('support-image-error')).textContent).toContain(
      'fake.png is not a PNG or JPG',
    );
    expect(sent).toHaveLength(0);
  });
});
