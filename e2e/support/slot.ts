import type { APIRequestContext, Page } from '@playwright/test';
import { getGameList } from '@h5/contract/endpoints/game-catalogue.ts';
import { launchGame } from '@h5/contract/endpoints/game-launch.ts';
import { MERCHANT } from './accounts.ts';
import { expect } from './fixtures.ts';

/**
 * Plays one spin of the first in-house slot with the signed-in member's real balance, through the game page (the
 * turnover rule wants bets before money leaves). Answers the balance the game page shows after the spin, in pesos.
 */
export async function spinSlot(page: Page, request: APIRequestContext, stake: number): Promise<number> {
  const token = (await page.evaluate(() => sessionStorage.getItem('token'))) ?? '';
  const list = await request.get(`${getGameList.path}?gameType=RNG&pageSize=1`, {
    headers: { Merchant: MERCHANT },
  });
  const game = ((await list.json()) as { value: { games: { nodeId: string }[] } }).value.games[0];
  if (!game) throw new Error('no slot in the catalogue');
  const res = await request.get(
    `${launchGame.path}?launchMode=GLS&nodeId=${game.nodeId}&language=EN&backUrl=%2Fm%2Fhome`,
    { headers: { Merchant: MERCHANT, Authorization: token } },
  );
  const body = (await res.json()) as { success: boolean; value: { content: { game_url: string } } };
  expect(body.success, JSON.stringify(body)).toBe(true);
  await page.goto(body.value.content.game_url);
  const balance = page.locator('#balance');
  await expect(balance).toHaveText(/₱/);
  const before = (await balance.textContent()) ?? '';
  await page.getByLabel('Stake').fill(String(stake));
  const bet = page.waitForResponse((r) => r.url().includes('/wps/game/inhouse/bet'));
  await page.getByRole('button', { name: 'Spin' }).click();
  const answer = (await (await bet).json()) as { success: boolean; value: { balance: number } };
  expect(answer.success, JSON.stringify(answer)).toBe(true);
  if (answer.value.balance !== pesos(before)) await expect(balance).not.toHaveText(before);
  return answer.value.balance;
}

/** `₱1,234.50` → 1234.5. */
export const pesos = (text: string) => Number(text.replace(/[^\d.]/g, ''));

/** 1234.5 → `₱1,234.50`, as the app writes amounts. */
export const peso = (value: number) => `₱${value.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
