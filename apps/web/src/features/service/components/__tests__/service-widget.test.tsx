import { getSystemStatus } from '@h5/contract/endpoints/system.ts';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../../lib/i18n/i18n.ts';
import { failure, systemStatusFixture } from '../../../../test/fixtures.ts';
import { reply } from '../../../../test/msw.ts';
import { renderWithQuery } from '../../../../test/render-app.tsx';
import ServiceWidget from '../service-widget.tsx';

const server = setupServer(
  http.all('*/wps/*', () => HttpResponse.json(failure('request.not.found', 'not found'), { status: 404 })),
);
beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  await initI18n('EN');
});
afterEach(() => {
  server.resetHandlers();
});
afterAll(() => {
  server.close();
});

function renderWidget() {
  const status = systemStatusFixture();
  server.use(
    reply(getSystemStatus, {
      ...status,
      info: {
        ...status.info,
        customerService: [{ title: 'Live chat', path: '/m/service', encrypted: false }],
        resources: [
          { resourceType: 'TELEGRAM', url: 'https://t.me/one', labelNameEn: 'Telegram one' },
          { resourceType: 'TELEGRAM2', url: 'https://t.me/two', labelNameEn: 'Telegram two' },
          { resourceType: 'FACEBOOK', url: 'https://facebook.com/demo', labelNameEn: 'Facebook' },
        ],
      },
    }),
  );
  renderWithQuery(
    <MemoryRouter initialEntries={['/m/home']}>
      <ServiceWidget />
    </MemoryRouter>,
  );
}

describe('service widget (lobby §2.15, issue 19)', () => {
  it('is folded into the edge tab until tapped, and Escape or a tap elsewhere folds it again', async () => {
    renderWidget();
    const tab = await screen.findByRole('button', { name: 'Contact us' });
    expect(tab.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTestId('service-telegram')).toBeNull();
    expect(screen.queryByTestId('service-customer')).toBeNull();

    await userEvent.click(tab);
    expect(tab.getAttribute('aria-expanded')).toBe('true');
    expect(tab.getAttribute('aria-controls')).toBe('service-widget-buttons');
    expect(screen.getByTestId('service-facebook')).toBeTruthy();
    expect(screen.getByTestId('service-customer')).toBeTruthy();

    // A list inside stays one at a time; Escape closes it and folds the buttons.
    await userEvent.click(screen.getByTestId('service-telegram'));
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      'https://t.me/one',
      'https://t.me/two',
    ]);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByTestId('service-list-telegram')).toBeNull();
    expect(tab.getAttribute('aria-expanded')).toBe('false');

    await userEvent.click(tab);
    fireEvent.pointerDown(document.body);
    expect(tab.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTestId('service-telegram')).toBeNull();
  });
});
