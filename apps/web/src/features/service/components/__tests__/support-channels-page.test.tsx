import { getSystemStatus } from '@h5/contract/endpoints/system.ts';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadNamespace } from '../../../../lib/i18n/i18n.ts';
import { failure, systemStatusFixture } from '../../../../test/fixtures.ts';
import { reply } from '../../../../test/msw.ts';
import { renderWithQuery } from '../../../../test/render-app.tsx';
import SupportChannelsPage from '../support-channels-page.tsx';

const server = setupServer(
  http.all('*/wps/*', () => HttpResponse.json(failure('request.not.found', 'not found'), { status: 404 })),
);
beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  await initI18n('EN');
  await loadNamespace('support');
});
afterEach(() => {
  server.resetHandlers();
});
afterAll(() => {
  server.close();
});

const renderPage = () =>
  renderWithQuery(
    <MemoryRouter initialEntries={['/m/service']}>
      <SupportChannelsPage />
    </MemoryRouter>,
  );

describe('customer-service channels page (/m/service)', () => {
  it('links each channel for real and never back to itself', async () => {
    const status = systemStatusFixture();
    server.use(
      reply(getSystemStatus, {
        ...status,
        info: {
          ...status.info,
          customerService: [
            { title: 'Telegram 24/7', path: 'https://t.me/demo', encrypted: false, kind: 'telegram' },
            { title: 'Call us', path: 'tel:+639171234567', encrypted: false, kind: 'phone' },
            { title: 'Mail us', path: 'mailto:help@demo.example', encrypted: false, kind: 'email' },
            // A phone entry with another scheme is not followed.
            { title: 'Bad', path: 'javascript:alert(1)', encrypted: false, kind: 'phone' },
            { title: 'Old loop', path: '/m/service?lang=TY', encrypted: false },
            { title: 'Chat here', path: '/m/service/chat', encrypted: false, kind: 'chat' },
          ],
        },
      }),
    );
    renderPage();
    const telegram = await screen.findByTestId('support-channel-telegram');
    expect(telegram.getAttribute('href')).toBe('https://t.me/demo');
    expect(telegram.getAttribute('target')).toBe('_blank');
    expect(telegram.getAttribute('rel')).toBe('noopener noreferrer');
    const phones = screen.getAllByTestId('support-channel-phone');
    expect(phones[0]?.getAttribute('href')).toBe('tel:+639171234567');
    expect(phones[0]?.getAttribute('target')).toBeNull();
    expect(phones[1]?.getAttribute('href')).toBeNull();
    expect(phones[1]?.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByTestId('support-channel-email').getAttribute('href')).toBe('mailto:help@demo.example');
    expect(screen.getByTestId('support-channel-chat').getAttribute('href')).toBe('/m/service/chat');
    expect(screen.queryByText('Old loop')).toBeNull();
    for (const link of screen.getAllByRole('link'))
      expect(link.getAttribute('href')).not.toMatch(/^\/m\/service\/?(\?|$)/);
  });

  it('offers the in-app conversation when the merchant configured nothing', async () => {
    server.use(reply(getSystemStatus, systemStatusFixture()));
    renderPage();
    expect(await screen.findByTestId('support-channels-none')).toBeTruthy();
    expect(screen.getByTestId('support-channel-chat').getAttribute('href')).toBe('/m/service/chat');
  });
});
