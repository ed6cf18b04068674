import { BOOT_DATA_ELEMENT_ID, type BootData } from '@h5/contract/boot-data.ts';
import type { Announcements } from '@h5/contract/endpoints/content.ts';
import { getSystemStatus } from '@h5/contract/endpoints/system.ts';
import type { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { homeAnnouncementsQueryOptions } from '../../features/home/api/get-home-announcements.ts';
import { clearSession, setSession } from '../../lib/session/session-store.ts';
import { systemStatusQueryKey } from '../../lib/system-status/get-system-status.ts';
import { envelope, systemStatusFixture } from '../../test/fixtures.ts';
import { on } from '../../test/msw.ts';
import { bootstrap } from '../bootstrap.tsx';

// The routes stand in for the pages (their code and requests are not this test's business); the start-up gate and
// the query client are the real ones, the client kept so the test can look into its cache.
const clients = vi.hoisted(() => [] as QueryClient[]);
vi.mock(import('../routes/router.tsx'), () => ({
  AppRouter: () => <p data-testid="app-routes">routes</p>,
  preloadPage: () => Promise.resolve(),
}));
vi.mock(import('../query-client.ts'), async (importOriginal) => {
  const real = await importOriginal();
  return {
    ...real,
    createQueryClient: () => {
      const client = real.createQueryClient();
      clients.push(client);
      return client;
    },
  };
});

const FEED: Announcements = {
  banners: [
    {
      bannerId: 7,
      groupName: 'm_home',
      title: 'Slot Fiesta',
      url: '/cdn/banners/home-slots-ty-v1.svg',
      announcementImages: [{ sequence: 1, url: '/cdn/banners/home-slots-ty-v1.svg' }],
      linkageType: '',
      linkage: '',
      roomId: '',
      nodeId: '',
      vendor: '',
    },
  ],
  player: [],
  popup: [],
  promotion: [],
  hotMatch: [],
};
const EMBEDDED_STATUS = systemStatusFixture({ maintenanceMessage: 'from the page' });
const FETCHED_STATUS = systemStatusFixture({ maintenanceMessage: 'from the API' });

const server = setupServer();
let statusCalls = 0;
let container: HTMLElement;

beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
});
beforeEach(() => {
  statusCalls = 0;
  clients.length = 0;
  server.use(
    on(getSystemStatus, () => {
      statusCalls += 1;
      return HttpResponse.json(envelope(FETCHED_STATUS));
    }),
  );
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  server.resetHandlers();
  clearSession();
  document.getElementById(BOOT_DATA_ELEMENT_ID)?.remove();
  container.remove();
});
afterAll(() => {
  server.close();
});

/** The data block as the platform server writes it into the page. */
function embed(data: BootData) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = BOOT_DATA_ELEMENT_ID;
  element.textContent = JSON.stringify(data).replace(/</g, '\\u003c');
  document.head.append(element);
}

/** Starts the app and waits for the start-up gate to let the routes through. */
async function start(): Promise<QueryClient> {
  await bootstrap(container);
  await screen.findByTestId('app-routes');
  const [client] = clients;
  if (!client) throw new Error('bootstrap made no query client');
  return client;
}

describe('bootstrap with the data the server embedded (issue 11)', () => {
  it('starts on the embedded status without asking for it, and seeds the guest home feed', async () => {
    embed({ language: 'TY', status: EMBEDDED_STATUS, homeFeed: FEED });
    const client = await start();
    expect(statusCalls).toBe(0);
    expect(client.isFetching()).toBe(0);
    expect(client.getQueryData(systemStatusQueryKey)).toEqual(EMBEDDED_STATUS);
    expect(client.getQueryData(homeAnnouncementsQueryOptions(null).queryKey)).toEqual(FEED);
    // Read once: a later start-up (a test, a hot reload) cannot take it again.
    expect(document.getElementById(BOOT_DATA_ELEMENT_ID)).toBeNull();
  });

  it('asks for the status when the page was rendered in another language than the stored one', async () => {
    localStorage.setItem('lang', 'EN');
    embed({ language: 'TY', status: EMBEDDED_STATUS, homeFeed: FEED });
    const client = await start();
    expect(statusCalls).toBe(1);
    expect(client.getQueryData(systemStatusQueryKey)).toEqual(FETCHED_STATUS);
    expect(client.getQueryData(homeAnnouncementsQueryOptions(null).queryKey)).toBeUndefined();
  });

  it('uses the embedded status but not the guest feed for a signed-in member', async () => {
    setSession({ token: 'tok-1', userName: 'player01', type: 0 });
    embed({ language: 'TY', status: EMBEDDED_STATUS, homeFeed: FEED });
    const client = await start();
    expect(statusCalls).toBe(0);
    expect(client.getQueryData(systemStatusQueryKey)).toEqual(EMBEDDED_STATUS);
    expect(client.getQueryData(homeAnnouncementsQueryOptions(null).queryKey)).toBeUndefined();
    expect(client.getQueryData(homeAnnouncementsQueryOptions('tok-1').queryKey)).toBeUndefined();
  });

  it('asks for the status when the page carries none (module off, service worker copy, broken data)', async () => {
    embed({ language: 'TY' });
    expect((await start()).getQueryData(systemStatusQueryKey)).toEqual(FETCHED_STATUS);
    expect(statusCalls).toBe(1);
  });

  it('asks for the status when the page has no data block', async () => {
    const client = await start();
    expect(statusCalls).toBe(1);
    expect(client.getQueryData(systemStatusQueryKey)).toEqual(FETCHED_STATUS);
  });
});
