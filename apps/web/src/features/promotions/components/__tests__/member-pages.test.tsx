import {
  claimManualRebate,
  getManualRebate,
  getMissions,
  getRebateSettings,
  getVipProgress,
  type Mission,
} from '@h5/contract/endpoints/promotions.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import promotionsEn from '../../../../locales/promotions/en.json';
import promotionsTl from '../../../../locales/promotions/tl.json';
import { initI18n, loadNamespace, setLanguage } from '../../../../lib/i18n/i18n.ts';
import { clearSession } from '../../../../lib/session/session-store.ts';
import { envelope, failure } from '../../../../test/fixtures.ts';
import { on, reply } from '../../../../test/msw.ts';
import ManualRebatePage from '../manual-rebate-page.tsx';
import MissionPage from '../mission-page.tsx';
import VipBenefitsPage from '../vip-benefits-page.tsx';
import {
  promotionsServer,
  renderPage,
  REQUEST_ID,
  signIn,
  switchesStatus,
  type ShellCalls,
} from './fixtures.tsx';

const calls: ShellCalls = { wallet: 0, badge: 0 };
const server = promotionsServer(calls);
beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  await initI18n('EN');
  await loadNamespace('promotions');
});
afterEach(async () => {
  server.resetHandlers();
  clearSession();
  calls.wallet = 0;
  calls.badge = 0;
  await setLanguage('EN');
});
afterAll(() => {
  server.close();
});

const LEVELS = [
  { level: 0, name: 'Bronze', monthlyTurnover: 0, totalTurnover: 0, benefits: [] },
  {
    level: 1,
    name: 'Silver',
    monthlyTurnover: 5000,
    totalTurnover: 20000,
    benefits: [{ kind: 'upgrade_bonus', label: 'Upgrade bonus', value: '₱88' }],
  },
];

describe('VIP benefits (/m/member/benefits)', () => {
  it('shows the level, both progress bars and every level with its benefits', async () => {
    server.use(
      switchesStatus({ VIPBENEFIT3: true }),
      reply(getVipProgress, {
        level: 0,
        playerRankName: 'Bronze',
        monthly: { actual: 1250, expected: 5000 },
        total: { actual: 20000, expected: 20000 },
        levels: LEVELS,
      }),
    );
    signIn();
    renderPage('/m/member/benefits', <VipBenefitsPage />);
    expect((await screen.findByTestId('vip-level')).textContent).toBe('Bronze');
    const monthly = screen.getByTestId('vip-monthly');
    expect(monthly.textContent).toContain('₱1,250.00 of ₱5,000.00 for the next level');
    expect(within(monthly).getByRole('progressbar').getAttribute('value')).toBe('25');
    expect(screen.getByTestId('vip-total').textContent).toContain('you are at the top level');
    const levels = screen.getAllByTestId('vip-level-item');
    expect(levels[0]?.getAttribute('aria-current')).toBe('true');
    expect(levels[0]?.textContent).toContain(promotionsEn.vip.noBenefits);
    expect(levels[1]?.textContent).toContain('Upgrade bonus');
    expect(levels[1]?.textContent).toContain('₱88');
  });

  it('is not available while the VIPBENEFIT3 switch is off', async () => {
    signIn();
    renderPage('/m/member/benefits', <VipBenefitsPage />);
    expect((await screen.findByTestId('vip-off')).textContent).toBe(promotionsEn.notAvailable);
  });
});

function mission(change: Partial<Mission> = {}): Mission {
  return {
    id: 'bet-1000',
    title: 'Bet ₱1,000 this week',
    kind: 'bet',
    target: 1000,
    current: 400,
    reward: 50,
    startTime: Date.UTC(2026, 10, 23),
    endTime: Date.UTC(2026, 10, 30),
    status: 'process',
    rewardId: null,
    ...change,
  };
}

describe('mission (/m/leaderBoard)', () => {
  it('shows each mission’s target, progress and reward, and sends a completed one to the reward center', async () => {
    server.use(
      switchesStatus({ MISSION: true }),
      reply(getMissions, [
        mission(),
        mission({
          id: 'dep',
          kind: 'deposit',
          title: 'Deposit',
          target: 500,
          current: 500,
          status: 'issued',
          rewardId: 9,
        }),
      ]),
    );
    signIn();
    await setLanguage('TY');
    renderPage('/m/leaderBoard', <MissionPage />);
    const [first, second] = await screen.findAllByTestId('mission-item');
    expect(first?.textContent).toContain('Tumaya ng ₱1,000.00');
    expect(first?.textContent).toContain('₱400.00 sa ₱1,000.00');
    expect(within(first as HTMLElement).getByTestId('mission-status').textContent).toBe(
      promotionsTl.mission.status.process,
    );
    expect(
      within(first as HTMLElement)
        .getByRole('progressbar')
        .getAttribute('value'),
    ).toBe('40');
    expect(
      within(second as HTMLElement)
        .getByTestId('mission-reward-center')
        .getAttribute('href'),
    ).toBe('/m/rewardCenter');
  });

  it('is not available without the MISSION promotion', async () => {
    signIn();
    renderPage('/m/leaderBoard', <MissionPage />);
    expect(await screen.findByTestId('mission-off')).toBeTruthy();
  });
});

describe('manual rebate (/m/member/manualRebate)', () => {
  it('shows the unrebated turnover by game type and claims it once, then shows nothing left', async () => {
    const bodies: unknown[] = [];
    let claimed = false;
    server.use(
      on(getManualRebate, () =>
        HttpResponse.json(
          envelope(
            claimed
              ? { items: [], total: 0, since: Date.UTC(2026, 10, 25, 3) }
              : {
                  items: [{ productType: 'RNG', turnover: 1000, ratePercent: 0.8, amount: 8 }],
                  total: 8,
                  since: null,
                },
          ),
        ),
      ),
      reply(getRebateSettings, [
        { productType: 'RNG', ratePercent: 0.8 },
        { productType: 'SPORTS', ratePercent: 0.5 },
      ]),
      on(claimManualRebate, async ({ request }) => {
        bodies.push(await request.json());
        claimed = true;
        return HttpResponse.json(envelope({ amount: 8 }));
      }),
    );
    signIn();
    renderPage('/m/member/manualRebate', <ManualRebatePage />);
    expect((await screen.findByTestId('manual-rebate-total')).textContent).toBe('₱8.00');
    const items = screen.getByTestId('manual-rebate-items');
    expect(within(items).getByRole('rowheader').textContent).toBe('Slots');
    expect(items.textContent).toContain('0.8%');
    expect((await screen.findByTestId('rebate-rates')).textContent).toContain('Sports0.5%');
    await waitFor(() => {
      expect(calls.wallet).toBe(1);
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: promotionsEn.rebate.claim }));
    expect((await screen.findByTestId('manual-rebate-done')).textContent).toBe(
      '₱8.00 rebate was added to your balance.',
    );
    await waitFor(() => {
      expect(screen.getByTestId('manual-rebate-nothing')).toBeTruthy();
    });
    expect(bodies).toEqual([{ requestId: expect.stringMatching(REQUEST_ID) as unknown }]);
    expect(calls.wallet).toBe(2);
  });

  it('shows the server’s message when the claim is refused', async () => {
    server.use(
      reply(getManualRebate, {
        items: [{ productType: 'LIVE', turnover: 100, ratePercent: 1, amount: 1 }],
        total: 1,
        since: null,
      }),
      on(claimManualRebate, () =>
        HttpResponse.json(failure('promotion.rebate.minimum', 'Below the minimum rebate.'), { status: 409 }),
      ),
    );
    signIn();
    renderPage('/m/member/manualRebate', <ManualRebatePage />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('manual-rebate-claim'));
    expect((await screen.findByTestId('manual-rebate-error')).textContent).toBe('Below the minimum rebate.');
  });
});
