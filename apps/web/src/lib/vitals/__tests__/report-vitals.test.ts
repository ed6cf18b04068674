import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VITALS_LIMITS } from '@h5/contract/endpoints/vitals.ts';
import { envelope, failure } from '../../../test/fixtures.ts';
import {
  createVitalsBatch,
  sendVitals,
  startVitalsReporting,
  type Reading,
  type SendVitals,
  type SubscribeVitals,
  type VitalsReport,
} from '../report-vitals.ts';

const lcp: Reading = { name: 'LCP', value: 2345.6, rating: 'good', id: 'v5-1-1', navigationType: 'navigate' };
const cls: Reading = { name: 'CLS', value: 0.123456, rating: 'needs-improvement', id: 'v5-1-2' };
const inp: Reading = { name: 'INP', value: 88, rating: 'good', id: 'v5-1-3', navigationType: 'navigate' };

/** A stand-in for web-vitals: the test hands readings to the callback the reporter subscribed. */
function fakeVitals() {
  let report: ((reading: Reading) => void) | undefined;
  const subscribe: SubscribeVitals = (onReading) => {
    report = onReading;
  };
  return {
    subscribe,
    read: (reading: Reading) => {
      if (report === undefined) throw new Error('not subscribed');
      report(reading);
    },
  };
}

function fakeSend() {
  return vi.fn<SendVitals>(() => Promise.resolve({ accepted: 1 }));
}

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(state: DocumentVisibilityState): void {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

let stop: (() => void) | undefined;
beforeEach(() => {
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  stop?.();
  stop = undefined;
});

describe('startVitalsReporting', () => {
  it('sends nothing when there are no readings', () => {
    const send = fakeSend();
    stop = startVitalsReporting(fakeVitals().subscribe, send);
    setVisibility('hidden');
    window.dispatchEvent(new Event('pagehide'));
    expect(send).not.toHaveBeenCalled();
  });

  it('waits for the page to be hidden, then sends the latest reading of each metric in one report', () => {
    const send = fakeSend();
    const vitals = fakeVitals();
    stop = startVitalsReporting(vitals.subscribe, send);
    vitals.read(lcp);
    vitals.read(cls);
    vitals.read(inp);
    vitals.read({ ...inp, value: 240.4, rating: 'needs-improvement' });
    // Visible, or a visibility change that is not to hidden: nothing yet.
    document.dispatchEvent(new Event('visibilitychange'));
    expect(send).not.toHaveBeenCalled();

    setVisibility('hidden');
    expect(send).toHaveBeenCalledOnce();
    expect(send.mock.calls[0]?.[0]).toEqual({
      path: '/m/home',
      metrics: [
        { name: 'LCP', value: 2346, rating: 'good', id: 'v5-1-1', navigationType: 'navigate' },
        { name: 'CLS', value: 0.1235, rating: 'needs-improvement', id: 'v5-1-2' },
        { name: 'INP', value: 240, rating: 'needs-improvement', id: 'v5-1-3', navigationType: 'navigate' },
      ],
    } satisfies VitalsReport);

    // pagehide after hidden: already sent. Shown again, a grown reading goes in a new report.
    window.dispatchEvent(new Event('pagehide'));
    expect(send).toHaveBeenCalledOnce();
    setVisibility('visible');
    vitals.read({ ...cls, value: 0.3, rating: 'poor' });
    window.dispatchEvent(new Event('pagehide'));
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]?.[0].metrics).toEqual([
      { name: 'CLS', value: 0.3, rating: 'poor', id: 'v5-1-2' },
    ]);
  });

  it('stops listening when stopped', () => {
    const send = fakeSend();
    const vitals = fakeVitals();
    startVitalsReporting(vitals.subscribe, send)();
    vitals.read(lcp);
    setVisibility('hidden');
    window.dispatchEvent(new Event('pagehide'));
    expect(send).not.toHaveBeenCalled();
  });

  it('does not throw when the subscription, the send or its promise fails', async () => {
    const rejecting = vi.fn<SendVitals>(() => Promise.reject(new Error('offline')));
    const vitals = fakeVitals();
    stop = startVitalsReporting(vitals.subscribe, rejecting);
    vitals.read(lcp);
    expect(() => {
      setVisibility('hidden');
    }).not.toThrow();
    expect(rejecting).toHaveBeenCalledOnce();

    // A sender that throws before it returns a promise (the app's never does; a fake may).
    const throwing = vi.fn<SendVitals>(() => {
      throw new Error('no fetch');
    });
    const batch = createVitalsBatch(throwing, () => ({ path: '/m/home' }));
    batch.add(lcp);
    expect(() => {
      batch.flush();
    }).not.toThrow();
    expect(throwing).toHaveBeenCalledOnce();

    expect(() => {
      startVitalsReporting(() => {
        throw new Error('no PerformanceObserver');
      }, fakeSend())();
    }).not.toThrow();
    // The rejected promise is handled: let it settle inside the test (Vitest fails on an unhandled rejection).
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});

describe('createVitalsBatch', () => {
  it('splits more readings than a report takes into several reports', () => {
    const send = fakeSend();
    const batch = createVitalsBatch(send, () => ({ path: '/m/gameList', connection: '3g' }));
    const count = VITALS_LIMITS.maxMetrics * 2 + 3;
    for (let i = 0; i < count; i++) batch.add({ ...lcp, id: `v5-${i}` });
    batch.flush();
    const sizes = send.mock.calls.map(([report]) => report.metrics.length);
    expect(sizes).toEqual([VITALS_LIMITS.maxMetrics, VITALS_LIMITS.maxMetrics, 3]);
    expect(
      send.mock.calls.every(([report]) => report.path === '/m/gameList' && report.connection === '3g'),
    ).toBe(true);
  });

  it('drops readings the contract would refuse instead of losing the whole report', () => {
    const send = fakeSend();
    const batch = createVitalsBatch(send, () => ({ path: '/m/home' }));
    batch.add({ ...lcp, id: 'nan', value: Number.NaN });
    batch.add({ ...lcp, id: 'negative', value: -5 });
    batch.add({ ...lcp, id: 'too-long', value: VITALS_LIMITS.maxMs + 1 });
    batch.add({ ...cls, id: 'cls-huge', value: VITALS_LIMITS.maxCls + 1 });
    batch.add({ ...lcp, id: '' });
    batch.flush();
    expect(send).not.toHaveBeenCalled();
    batch.add({ ...lcp, id: 'x'.repeat(100), navigationType: 'n'.repeat(100) });
    batch.flush();
    const [metric] = send.mock.calls[0]?.[0].metrics ?? [];
    expect(metric?.id).toHaveLength(VITALS_LIMITS.idLength);
    expect(metric?.navigationType).toHaveLength(VITALS_LIMITS.navigationTypeLength);
  });

  it('reads the page path and the connection type when it sends', () => {
    Object.defineProperty(navigator, 'connection', { value: { effectiveType: '4g' }, configurable: true });
    try {
      const send = fakeSend();
      const batch = createVitalsBatch(send);
      batch.add(lcp);
      batch.flush();
      expect(send.mock.calls[0]?.[0]).toMatchObject({ path: '/m/home', connection: '4g' });
    } finally {
      Reflect.deleteProperty(navigator, 'connection');
    }
  });
});

describe('the default sender', () => {
  type FetchArgs = [input: string, init: RequestInit];

  it('posts the report as JSON with keepalive and the app headers (Merchant), and swallows a refusal', async () => {
    const fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>(() =>
      Promise.resolve(Response.json(failure('request_param_err', 'Hindi wasto'), { status: 400 })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const vitals = fakeVitals();
    stop = startVitalsReporting(vitals.subscribe);
    vitals.read(lcp);
    setVisibility('hidden');
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/wps/v2/system/vitals');
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    const headers = new Headers(init?.headers);
    expect(headers.get('Merchant')).toBe('demo');
    expect(headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(headers.get('Authorization')).toBeNull();
    expect(typeof init?.body).toBe('string');
    expect(JSON.parse(init?.body as string)).toEqual({
      path: '/m/home',
      metrics: [{ name: 'LCP', value: 2346, rating: 'good', id: 'v5-1-1', navigationType: 'navigate' }],
    });
    // Let the refused answer be read and dropped inside the test (Vitest fails on an unhandled rejection).
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it('hands back the checked answer of the server', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(Response.json(envelope({ accepted: 1 })))),
    );
    const report: VitalsReport = {
      path: '/m/home',
      metrics: [{ name: 'TTFB', value: 420, rating: 'good', id: 'v5-1-4' }],
    };
    await expect(sendVitals(report)).resolves.toEqual({ accepted: 1 });
  });
});
