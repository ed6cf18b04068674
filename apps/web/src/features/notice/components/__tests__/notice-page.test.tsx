import { getAnnouncements } from '@h5/contract/endpoints/content.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../../locales/en.json';
import tl from '../../../../locales/tl.json';
import { initI18n } from '../../../../lib/i18n/i18n.ts';
import { clearSession, setSession } from '../../../../lib/session/session-store.ts';
import { envelope, failure } from '../../../../test/fixtures.ts';
import { on } from '../../../../test/msw.ts';
import { renderWithQuery as renderQuery } from '../../../../test/render-app.tsx';
import { MemoryRouter } from 'react-router';
import type { ReactNode } from 'react';
import { htmlToText } from '../../html-text.ts';
import NoticePage from '../notice-page.tsx';

const answer = (player: { id: number; title: string; content: string; externalLink?: string }[]) =>
  envelope({
    banners: [],
    player: player.map((p) => ({ announcementDisplaySpeed: 50, externalLink: '', ...p })),
    popup: [],
    promotion: [],
    hotMatch: [],
  });

const renderWithQuery = (ui: ReactNode) =>
  renderQuery(<MemoryRouter initialEntries={['/m/notice']}>{ui}</MemoryRouter>);

const server = setupServer(
  http.all('*/wps/*', () => HttpResponse.json(failure('request.not.found', 'not found'), { status: 404 })),
);

beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  clearSession();
});
afterAll(() => {
  server.close();
});

describe('notice page', () => {
  it('asks for the player notices (PL, M, m_home) and lists title and content as text', async () => {
    await initI18n('EN');
    const seen: { url: URL; token: string | null; language: string | null }[] = [];
    server.use(
      on(getAnnouncements, ({ request }) => {
        seen.push({
          url: new URL(request.url),
          token: request.headers.get('Authorization'),
          language: request.headers.get('Language'),
        });
        return HttpResponse.json(
          answer([
            { id: 1, title: 'Maintenance tonight', content: 'Games pause at <b>02:00</b>.<br>Thanks!' },
            {
              id: 2,
              title: 'New slots',
              content: '<img src=x onerror="alert(1)"><script>alert(2)</script>Try them',
            },
          ]),
        );
      }),
    );
    renderWithQuery(<NoticePage />);
    expect(screen.getByTestId('notice-loading').textContent).toBe(en.common.loading);
    const list = await screen.findByTestId('notice-list');
    expect(screen.getByRole('heading', { name: 'Maintenance tonight' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'New slots' })).toBeTruthy();
    expect(list.textContent).toContain('Games pause at 02:00.\nThanks!');
    expect(list.textContent).toContain('Try them');
    // Rendered as text: no element from the content reaches the page.
    expect(list.querySelector('img, script, b')).toBeNull();
    expect(list.textContent).not.toContain('alert');

    expect(seen).toHaveLength(1);
    const query = Object.fromEntries(seen[0]?.url.searchParams ?? []);
    expect(query).toMatchObject({ types: 'PL', platform: 'M', groupName: 'm_home' });
    expect(seen[0]?.token).toBeNull();
    expect(seen[0]?.language).toBe('EN');
  });

  it('sends the session token when logged in', async () => {
    await initI18n('EN');
    setSession({ token: 'tok-1', id: 1, userName: 'player01', type: 0 });
    let token: string | null = null;
    server.use(
      on(getAnnouncements, ({ request }) => {
        token = request.headers.get('Authorization');
        return HttpResponse.json(answer([{ id: 1, title: 'Hello', content: 'World' }]));
      }),
    );
    renderWithQuery(<NoticePage />);
    await screen.findByTestId('notice-list');
    expect(token).toBe('tok-1');
  });

  it.each([
    ['EN', en],
    ['TY', tl],
  ] as const)('shows the empty state in %s', async (language, texts) => {
    await initI18n(language);
    server.use(on(getAnnouncements, () => HttpResponse.json(answer([]))));
    renderWithQuery(<NoticePage />);
    expect((await screen.findByTestId('notice-empty')).textContent).toContain(texts.common.in_no_data);
    expect(screen.getByRole('link', { name: texts.common.backHome }).getAttribute('href')).toBe('/m/home');
  });

  it.each([
    ['EN', en],
    ['TY', tl],
  ] as const)('shows the error state in %s and loads again on retry', async (language, texts) => {
    await initI18n(language);
    let calls = 0;
    server.use(
      on(getAnnouncements, () => {
        calls += 1;
        return calls <= 2
          ? HttpResponse.text('bad gateway', { status: 502 })
          : HttpResponse.json(answer([{ id: 3, title: 'Back again', content: 'Hi' }]));
      }),
    );
    renderWithQuery(<NoticePage />);
    const error = await screen.findByTestId('notice-error');
    expect(error.textContent).toContain(texts.errors.loadFailed);
    // The query retried once (http failure) before showing the error.
    expect(calls).toBe(2);
    await userEvent.setup().click(screen.getByRole('button', { name: texts.common.retry }));
    expect(await screen.findByRole('heading', { name: 'Back again' })).toBeTruthy();
    expect(screen.queryByTestId('notice-error')).toBeNull();
  });

  it('links a title to its notice link: http outside the app, a path inside it', async () => {
    await initI18n('EN');
    server.use(
      on(getAnnouncements, () =>
        HttpResponse.json(
          answer([
            { id: 1, title: 'Outside', content: 'a', externalLink: 'https://example.com/news' },
            { id: 2, title: 'Inside', content: 'b', externalLink: '/m/rewardCenter' },
            { id: 3, title: 'Plain', content: 'c' },
          ]),
        ),
      ),
    );
    renderWithQuery(<NoticePage />);
    const outside = await screen.findByRole('link', { name: 'Outside' });
    expect(outside.getAttribute('href')).toBe('https://example.com/news');
    expect(outside.getAttribute('target')).toBe('_blank');
    expect(outside.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Inside' }).getAttribute('href')).toBe('/m/rewardCenter');
    expect(screen.queryByRole('link', { name: 'Plain' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Plain' })).toBeTruthy();
  });

  it("shows the server's own message for a business failure", async () => {
    await initI18n('EN');
    server.use(
      on(getAnnouncements, () =>
        HttpResponse.json(failure('system.busy', 'The system is busy'), { status: 200 }),
      ),
    );
    renderWithQuery(<NoticePage />);
    await waitFor(() => {
      expect(screen.getByTestId('notice-error').textContent).toContain('The system is busy');
    });
  });
});

describe('htmlToText', () => {
  it('keeps plain text and turns breaks and blocks into lines', () => {
    expect(htmlToText('  plain  ')).toBe('plain');
    expect(htmlToText('<p>One</p><p>Two &amp; three</p>')).toBe('One\nTwo & three');
    expect(htmlToText('a<br/>b<style>p{}</style>')).toBe('a\nb');
  });
});
