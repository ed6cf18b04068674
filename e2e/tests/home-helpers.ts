import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, MERCHANT } from '../support/accounts.ts';
import { expect } from '../support/fixtures.ts';

/** Headers of a direct API call as the demo merchant, in Filipino. */
export const api = { Merchant: MERCHANT, Language: 'TY' } as const;

export interface Announcements {
  banners: { bannerId: number; linkage: string; linkageType: string }[];
  player: { title: string }[];
  popup: { title: string; content: string; execution: string }[];
  hotMatch: { matchTime: number; homeTeam: string; awayTeam: string; league: string }[];
}

/** What the server answers home (types B, PL, PU, H of group m_home, platform M), in Filipino. */
export async function homeFeed(request: APIRequestContext): Promise<Announcements> {
  const res = await request.get('/wps/relay/MCSFE_getListAnnouncements', {
    params: { types: 'B,PL,PU,H', platform: 'M', groupName: 'm_home' },
    headers: api,
  });
  return ((await res.json()) as { value: Announcements }).value;
}

/** Signs the demo player in through the login page and waits for home to show the account. */
export async function login(page: Page) {
  await page.goto('/m/login');
  await page.locator('#login-username-input').fill(DEMO.player);
  await page.locator('#login-password-input').fill(DEMO.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('home-account')).toHaveText(DEMO.player);
}
