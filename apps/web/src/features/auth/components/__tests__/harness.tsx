import type { RegisterRule, RegisterRules, WhitelabelNode } from '@h5/contract/endpoints/system.ts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { initI18n, loadNamespace } from '../../../../lib/i18n/i18n.ts';
import { systemStatusQueryKey } from '../../../../lib/system-status/get-system-status.ts';
import { failure, systemStatusFixture } from '../../../../test/fixtures.ts';
import { testQueryClient } from '../../../../test/render-app.tsx';

export async function setupTexts(language: 'EN' | 'TY' = 'EN') {
  await initI18n(language);
  await loadNamespace('forms');
}

/** A white-label tree with the given switches (absent ones count as on). */
export function tree(switches: Record<string, boolean>): WhitelabelNode {
  return {
    modId: 'ROOT',
    enabled: '1',
    childrenNodes: Object.entries(switches).map(([modId, on]) => ({
      modId,
      enabled: on ? '1' : '0',
      childrenNodes: [],
    })),
  };
}

export const rule = (change: Partial<RegisterRule> = {}): RegisterRule => ({
  enabled: true,
  required: true,
  acceptedPattern: '^[a-zA-Z0-9]+$',
  minLength: 6,
  maxLength: 12,
  patternId: 4,
  ...change,
});

export const DEMO_RULES: RegisterRules = {
  username: rule({ maxLength: 13 }),
  password: rule(),
  mobileNum: rule({ acceptedPattern: '^9\\d{9}$', minLength: 10, maxLength: 10, patternId: 6 }),
  captcha: rule({ enabled: false }),
  affiliateCode: rule({ required: false, minLength: 0, maxLength: 20 }),
};

/** Every API call a test does not answer gets a 404 envelope: no test reaches the real network. */
export const FALLBACK_HANDLERS = [
  http.all('*/wps/*', () => HttpResponse.json(failure('request.not.found', 'not found'), { status: 404 })),
];

interface RenderOptions {
  path?: string;
  url?: string;
  switches?: Record<string, boolean>;
}

/** Where a page navigated to, as its text. */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{`${location.pathname}${location.search}`}</p>;
}

export function renderPage(page: ReactNode, options: RenderOptions = {}) {
  const { path = '/m/login', switches = {} } = options;
  const url = options.url ?? path;
  const client = testQueryClient();
  client.setQueryData(
    systemStatusQueryKey,
    systemStatusFixture({ info: { ...systemStatusFixture().info, whitelabel: tree(switches) } }),
  );
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]} useTransitions={false}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const b64urlToHex = (text: string) =>
  Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) =>
    c.charCodeAt(0).toString(16).padStart(2, '0'),
  ).join('');

/** A real RSA modulus for the key endpoint (the client encrypts with it). */
export async function rsaModulus(): Promise<string> {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const jwk = await crypto.subtle.exportKey('jwk', pair.publicKey);
  return b64urlToHex(jwk.n ?? '');
}
