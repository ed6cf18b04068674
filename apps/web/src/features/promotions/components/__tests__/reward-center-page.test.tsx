import { claimReward, getRewards, type Reward } from '@h5/contract/endpoints/promotions.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import promotionsEn from '../../../../locales/promotions/en.json';
import promotionsTl from '../../../../locales/promotions/tl.json';
import { initI18n, loadNamespace, setLanguage } from '../../../../lib/i18n/i18n.ts';
import { clearSession } from '../../../../lib/session/session-store.ts';
import { envelope, failure } from '../../../../test/fixtures.ts';
import { on, reply } from '../../../../test/msw.ts';
import RewardCenterPage from '../reward-center-page.tsx';
import {
  promotionsServer,
  renderPage,
  REQUEST_ID,
  reward,
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

const CLAIMED = reward({
  id: 7,
  title: 'Daily login',
  amount: 5,
  status: 'claimed',
  claimedTime: Date.UTC(2026, 10, 23, 2),
});

/**
 * The reward center's server: one waiting reward until it is claimed, then none and it joins the history. Every
 * claim body is recorded; `answers` decides each claim's answer in turn (default: success).
 */
function rewardsServer(answers: ('ok' | 'lost' | 'refused')[] = []) {
  const bodies: { rewardId: number; requestId: string }[] = [];
  let claimed: Reward | null = null;
  server.use(
    on(getRewards, () =>
      HttpResponse.json(
        envelope({
          waiting: claimed ? [] : [reward()],
          history: { content: claimed ? [claimed, CLAIMED] : [CLAIMED], pageNum: 1, totalPages: 1 },
        }),
      ),
    ),
    on(claimReward, async ({ request }) => {
      bodies.push((await request.json()) as { rewardId: number; requestId: string });
      const answer = answers[bodies.length - 1] ?? 'ok';
      if (answer === 'lost') return HttpResponse.error();
      if (answer === 'refused') {
        return HttpResponse.json(failure('promotion.reward.expired', 'Expired na ang gantimpalang ito.'), {
          status: 409,
        });
      }
      claimed = reward({ status: 'claimed', claimedTime: Date.UTC(2026, 10, 25, 2) });
      return HttpResponse.json(envelope({ reward: claimed }));
    }),
  );
  return bodies;
}

describe('reward center (/m/rewardCenter)', () => {
  it('lists the waiting reward with its terms and the history', async () => {
    rewardsServer();
    signIn();
    renderPage('/m/rewardCenter', <RewardCenterPage />);
    const waiting = await screen.findByTestId('reward-waiting');
    const item = within(waiting).getByTestId('reward-waiting-item');
    expect(item.textContent).toContain('Welcome gift');
    expect(item.textContent).toContain('₱88.00');
    expect(item.textContent).toContain('Turnover required: 3× the reward');
    expect(item.textContent).toContain('Claim by 2026-12-01 10:00');
    const history = screen.getByTestId('reward-history');
    expect(within(history).getByText(promotionsEn.rewardStatus.claimed)).toBeTruthy();
  });

  it('claims once with a requestId even on a double tap, then refreshes the balance, the badge and the lists', async () => {
    const bodies = rewardsServer();
    signIn();
    renderPage('/m/rewardCenter', <RewardCenterPage />);
    const button = await screen.findByRole('button', { name: 'Claim ₱88.00 from Welcome gift' });
    await waitFor(() => {
      expect(calls.badge).toBe(1);
    });
    // Two taps before React has re-rendered the button disabled.
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByTestId('reward-claim-done')).toHaveProperty(
      'textContent',
      '₱88.00 from Welcome gift was added to your balance.',
    );
    expect(bodies).toHaveLength(1);
    expect(bodies[0]?.rewardId).toBe(41);
    expect(bodies[0]?.requestId).toMatch(REQUEST_ID);
    await waitFor(() => {
      expect(screen.getByTestId('reward-waiting-empty')).toBeTruthy();
    });
    expect(calls.badge).toBe(2);
    expect(calls.wallet).toBeGreaterThanOrEqual(2);
    expect(within(screen.getByTestId('reward-history')).getAllByTestId('reward-history-item')).toHaveLength(
      2,
    );
    // The claim button left with the reward: focus is on the list's heading, not lost.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: promotionsEn.rewards.waiting }));
  });

  it('sends the same requestId after a lost answer, and shows the server’s own message on a refusal', async () => {
    const bodies = rewardsServer(['lost', 'refused', 'ok']);
    signIn();
    renderPage('/m/rewardCenter', <RewardCenterPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('reward-claim'));
    expect(await screen.findByTestId('reward-claim-error')).toBeTruthy();
    await user.click(await screen.findByTestId('reward-claim'));
    await waitFor(() => {
      expect(screen.getByTestId('reward-claim-error').textContent).toBe('Expired na ang gantimpalang ito.');
    });
    await user.click(await screen.findByTestId('reward-claim'));
    await screen.findByTestId('reward-claim-done');
    expect(bodies).toHaveLength(3);
    expect(bodies[1]?.requestId).toBe(bodies[0]?.requestId);
    // A refusal is a final answer: the next try is a new intent.
    expect(bodies[2]?.requestId).not.toBe(bodies[1]?.requestId);
  });

  it('shows an empty waiting list and the history in Filipino', async () => {
    server.use(
      reply(getRewards, { waiting: [], history: { content: [CLAIMED], pageNum: 1, totalPages: 1 } }),
    );
    signIn();
    await setLanguage('TY');
    renderPage('/m/rewardCenter', <RewardCenterPage />);
    expect((await screen.findByTestId('reward-waiting-empty')).textContent).toBe(
      promotionsTl.rewards.noneWaiting,
    );
    expect(screen.getByText(promotionsTl.rewardStatus.claimed)).toBeTruthy();
  });

  it('pages the history', async () => {
    const pages: string[] = [];
    server.use(
      on(getRewards, ({ request }) => {
        const page = new URL(request.url).searchParams.get('pageNo') ?? '';
        pages.push(page);
        const row = page === '2' ? reward({ id: 2, title: 'Older', status: 'expired' }) : CLAIMED;
        return HttpResponse.json(
          envelope({ waiting: [], history: { content: [row], pageNum: Number(page), totalPages: 2 } }),
        );
      }),
    );
    signIn();
    renderPage('/m/rewardCenter', <RewardCenterPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('reward-history-more'));
    expect(await screen.findByText('Older')).toBeTruthy();
    expect(screen.getByText(promotionsEn.rewardStatus.expired)).toBeTruthy();
    expect(pages).toEqual(['1', '2']);
    expect(screen.queryByTestId('reward-history-more')).toBeNull();
  });

  it('says the feature is not available when REWCEN3 is off, and offers a retry when the list fails', async () => {
    server.use(switchesStatus({ REWCEN3: false }));
    signIn();
    const view = renderPage('/m/rewardCenter', <RewardCenterPage />);
    expect((await screen.findByTestId('reward-center-off')).textContent).toBe(promotionsEn.notAvailable);
    view.unmount();
    server.resetHandlers();
    let tries = 0;
    server.use(
      on(getRewards, () => {
        tries += 1;
        return tries <= 1
          ? HttpResponse.json(failure('system.error', 'Something went wrong.'), { status: 500 })
          : HttpResponse.json(
              envelope({ waiting: [reward()], history: { content: [], pageNum: 1, totalPages: 0 } }),
            );
      }),
    );
    renderPage('/m/rewardCenter', <RewardCenterPage />);
    const user = userEvent.setup();
    const error = await screen.findByTestId('reward-center-error');
    await user.click(within(error).getByRole('button'));
    expect(await screen.findByTestId('reward-waiting')).toBeTruthy();
  });
});
