import { getInbox, getInboxUnreadCount, readInboxMessage } from '@h5/contract/endpoints/messages.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useUnreadMailCount } from '../../../../lib/account/get-unread-mail-count.ts';
import { initI18n, loadNamespace } from '../../../../lib/i18n/i18n.ts';
import { clearSession, setSession } from '../../../../lib/session/session-store.ts';
import { envelope, failure } from '../../../../test/fixtures.ts';
import { on } from '../../../../test/msw.ts';
import { renderWithQuery } from '../../../../test/render-app.tsx';
import MailPage from '../mail-page.tsx';

const server = setupServer(
  http.all('*/wps/*', () => HttpResponse.json(failure('request.not.found', 'not found'), { status: 404 })),
);
beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  await initI18n('EN');
  await loadNamespace('member');
});
afterEach(() => {
  server.resetHandlers();
  clearSession();
});
afterAll(() => {
  server.close();
});

/** Stands for the header's mail icon: it reads the shared unread-count query. */
function HeaderCount() {
  const { data } = useUnreadMailCount();
  return <p data-testid="header-count">{data ?? '-'}</p>;
}

function mailServer() {
  const messages = [
    {
      id: 3,
      title: 'Bonus credited',
      content: 'Your bonus\nis ready.',
      createTime: Date.UTC(2026, 1, 2),
      read: false,
    },
    { id: 2, title: 'Welcome', content: 'Hello!', createTime: Date.UTC(2026, 1, 1), read: false },
    { id: 1, title: 'Old news', content: 'Seen', createTime: Date.UTC(2026, 0, 1), read: true },
  ];
  const unread = () => messages.filter((m) => !m.read).length;
  server.use(
    on(getInbox, () =>
      HttpResponse.json(
        envelope({ list: messages, page: 1, size: 10, total: 3, totalPages: 1, unreadCount: unread() }),
      ),
    ),
    on(getInboxUnreadCount, () => HttpResponse.json(envelope(unread()))),
    on(readInboxMessage, async ({ request }) => {
      const { id } = (await request.json()) as { id: number };
      const message = messages.find((m) => m.id === id);
      if (!message) return HttpResponse.json(failure('record.not.found', 'Not found'), { status: 404 });
      message.read = true;
      return HttpResponse.json(envelope({ message, unreadCount: unread() }));
    }),
  );
}

describe('mail center', () => {
  it('marks unread messages; opening one shows its text, clears its dot and the header count follows', async () => {
    setSession({ token: 'tok', id: 1, userName: 'player01', type: 0 });
    mailServer();
    renderWithQuery(
      <MemoryRouter initialEntries={['/m/webEmail']}>
        <HeaderCount />
        <MailPage />
      </MemoryRouter>,
    );
    await screen.findByTestId('mail-list');
    expect(screen.getAllByTestId('mail-unread-dot')).toHaveLength(2);
    expect(await screen.findByText('2')).toBeTruthy();
    await userEvent.setup().click(within(screen.getByTestId('mail-3')).getByRole('button'));
    expect(screen.getByTestId('mail-content').textContent).toBe('Your bonus\nis ready.');
    await waitFor(() => {
      expect(screen.getAllByTestId('mail-unread-dot')).toHaveLength(1);
    });
    await waitFor(() => {
      expect(screen.getByTestId('header-count').textContent).toBe('1');
    });
    expect(within(screen.getByTestId('mail-3')).queryByTestId('mail-unread-dot')).toBeNull();
  });
});
