import {
  claimLoginReward,
  claimReward,
  getPromotionCategories,
  getPromotionDetail,
  getPromotions,
  signUpPromotion,
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
import ActivityDetailPage from '../activity-detail-page.tsx';
import ActivityInfoPage from '../activity-info-page.tsx';
import ActivityPage from '../activity-page.tsx';
import {
  detail,
  promotion,
  promotionsServer,
  renderPage,
  REQUEST_ID,
  reward,
  signIn,
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
  await setLanguage('EN');
});
afterAll(() => {
  server.close();
});

const LOGIN = promotion({
  id: 'daily-login',
  kind: 'daily_login',
  categoryId: 'daily',
  title: 'Daily login ₱5',
  image: '',
  endTime: null,
  status: 'claim',
});
const SOON = promotion({ id: 'xmas', categoryId: 'daily', title: 'Christmas', status: 'comingSoon' });

/** Categories and promotions; the category asked for is recorded. */
function listServer() {
  const asked: (string | null)[] = [];
  server.use(
    reply(getPromotionCategories, [
      { id: 'deposit', name: 'Deposit' },
      { id: 'daily', name: 'Daily' },
    ]),
    on(getPromotions, ({ request }) => {
      const category = new URL(request.url).searchParams.get('categoryId');
      asked.push(category);
      const all = [promotion(), LOGIN, SOON];
      return HttpResponse.json(
        envelope({ content: category ? all.filter((p) => p.categoryId === category) : all }),
      );
    }),
  );
  return asked;
}

describe('activity center (/m/activity)', () => {
  it('shows every promotion with image, period and status, and filters by category tab', async () => {
    const asked = listServer();
    renderPage('/m/activity', <ActivityPage />);
    const list = await screen.findByTestId('promotion-list');
    const cards = within(list).getAllByTestId('promotion-card');
    expect(cards).toHaveLength(3);
    const [first, second, third] = cards;
    expect(first?.querySelector('img')?.getAttribute('src')).toBe('/cdn/promo/first.png');
    expect(first?.textContent).toContain('2026-11-01 – 2026-12-31');
    expect(within(first as HTMLElement).getByTestId('promotion-status').textContent).toBe(
      promotionsEn.status.join,
    );
    expect(second?.textContent).toContain('From 2026-11-01');
    expect(within(third as HTMLElement).getByTestId('promotion-status').textContent).toBe(
      promotionsEn.status.comingSoon,
    );
    expect(
      within(list)
        .getByRole('link', { name: /^Christmas/ })
        .getAttribute('href'),
    ).toBe('/m/activityDetail?id=xmas');

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Daily' }));
    await waitFor(() => {
      expect(screen.getAllByTestId('promotion-card')).toHaveLength(2);
    });
    expect(screen.getByRole('tab', { name: 'Daily' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('location').textContent).toBe('/m/activity?category=daily');
    expect(asked).toEqual([null, 'daily']);
  });

  it('moves to the promotion a banner names with #<id>', async () => {
    listServer();
    renderPage('/m/activity', <ActivityPage />, '/m/activity#xmas');
    await screen.findByTestId('promotion-list');
    await waitFor(() => {
      expect((document.activeElement as HTMLElement).dataset.id).toBe('xmas');
    });
  });

  it('shows the labels in Filipino, and the info page lists every promotion', async () => {
    listServer();
    await setLanguage('TY');
    renderPage('/m/activityInfo', <ActivityInfoPage />);
    const list = await screen.findByTestId('promotion-list');
    expect(within(list).getAllByTestId('promotion-card')).toHaveLength(3);
    expect(within(list).getByText(promotionsTl.status.comingSoon)).toBeTruthy();
    expect(within(list).getByText(promotionsTl.status.join)).toBeTruthy();
  });

  it('offers a retry when the list fails', async () => {
    let tries = 0;
    server.use(
      on(getPromotions, () => {
        tries += 1;
        return tries <= 1
          ? HttpResponse.json(failure('system.error', 'May problema.'), { status: 500 })
          : HttpResponse.json(envelope({ content: [promotion()] }));
      }),
    );
    renderPage('/m/activity', <ActivityPage />);
    const error = await screen.findByTestId('promotions-error');
    const user = userEvent.setup();
    await user.click(within(error).getByRole('button'));
    expect(await screen.findByTestId('promotion-list')).toBeTruthy();
  });
});

describe('promotion detail (/m/activityDetail?id=)', () => {
  it('sends a guest to login with the way back, and shows the rules through the sanitiser', async () => {
    server.use(reply(getPromotionDetail, detail({ rulesHtml: '<p>Deposit at least <b>₱100</b>.</p>' })));
    renderPage('/m/activityDetail', <ActivityDetailPage />, '/m/activityDetail?id=first-deposit');
    const rules = await screen.findByTestId('activity-detail-rules');
    // The app's SafeHtml (DOMPurify); its stripping of scripts is checked in Chromium (e2e/tests/member.spec.ts):
    // DOMPurify does not sanitise correctly under happy-dom.
    await waitFor(() => {
      expect(rules.querySelector('b')?.textContent).toBe('₱100');
    });
    expect(screen.getByTestId('activity-detail-reward').textContent).toBe('100% up to ₱500');
    const login = screen.getByRole('link', { name: promotionsEn.detail.login });
    expect(login.getAttribute('href')).toBe('/m/login?redirect=%2Fm%2FactivityDetail%3Fid%3Dfirst-deposit');
  });

  it('leads a member to the deposit page for a deposit bonus', async () => {
    server.use(reply(getPromotionDetail, detail()));
    signIn();
    renderPage('/m/activityDetail', <ActivityDetailPage />, '/m/activityDetail?id=first-deposit');
    expect((await screen.findByTestId('activity-detail-deposit')).getAttribute('href')).toBe(
      '/m/voucherCenter',
    );
  });

  it('signs up once with a requestId and says an approval is awaited', async () => {
    const bodies: unknown[] = [];
    let status: 'join' | 'applying' = 'join';
    server.use(
      on(getPromotionDetail, () =>
        HttpResponse.json(
          envelope(
            detail({ id: 'vip-week', kind: 'sign_up', needsSignUp: true, needsApproval: true, status }),
          ),
        ),
      ),
      on(signUpPromotion, async ({ request }) => {
        bodies.push(await request.json());
        status = 'applying';
        return HttpResponse.json(envelope({ status: 'applying' }));
      }),
    );
    signIn();
    renderPage('/m/activityDetail', <ActivityDetailPage />, '/m/activityDetail?id=vip-week');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: promotionsEn.detail.signUp }));
    expect((await screen.findByTestId('activity-detail-signup-done')).textContent).toBe(
      promotionsEn.detail.applying,
    );
    await waitFor(() => {
      expect(screen.getByTestId('promotion-status').textContent).toBe(promotionsEn.status.applying);
    });
    expect(screen.queryByRole('button', { name: promotionsEn.detail.signUp })).toBeNull();
    expect(bodies).toEqual([
      { promotionId: 'vip-week', requestId: expect.stringMatching(REQUEST_ID) as unknown },
    ]);
  });

  it('claims the waiting reward of the promotion, and today’s login reward', async () => {
    const claims: unknown[] = [];
    const logins: unknown[] = [];
    server.use(
      on(getPromotionDetail, ({ request }) => {
        const id = new URL(request.url).searchParams.get('id');
        return HttpResponse.json(
          envelope(
            id === 'daily-login'
              ? detail({ ...LOGIN, claimableRewardId: null })
              : detail({ status: 'claim', claimableRewardId: 41 }),
          ),
        );
      }),
      on(claimReward, async ({ request }) => {
        claims.push(await request.json());
        return HttpResponse.json(envelope({ reward: reward({ status: 'claimed' }) }));
      }),
      on(claimLoginReward, async ({ request }) => {
        logins.push(await request.json());
        return HttpResponse.json(envelope({ reward: reward({ id: 50, amount: 5, status: 'claimed' }) }));
      }),
    );
    signIn();
    const view = renderPage(
      '/m/activityDetail',
      <ActivityDetailPage />,
      '/m/activityDetail?id=first-deposit',
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: promotionsEn.detail.claimReward }));
    expect((await screen.findByTestId('activity-detail-claim-done')).textContent).toBe(
      '₱88.00 was added to your balance.',
    );
    expect(claims).toEqual([{ rewardId: 41, requestId: expect.stringMatching(REQUEST_ID) as unknown }]);
    view.unmount();

    renderPage('/m/activityDetail', <ActivityDetailPage />, '/m/activityDetail?id=daily-login');
    await user.click(await screen.findByRole('button', { name: promotionsEn.detail.claimLogin }));
    expect((await screen.findByTestId('activity-detail-claim-done')).textContent).toBe(
      '₱5.00 was added to your balance.',
    );
    expect(logins).toEqual([{ requestId: expect.stringMatching(REQUEST_ID) as unknown }]);
  });

  it('shows the server’s message when a claim is refused', async () => {
    server.use(
      reply(getPromotionDetail, detail({ status: 'claim', claimableRewardId: 41 })),
      on(claimReward, () =>
        HttpResponse.json(failure('promotion.reward.claimed', 'Nakuha mo na ang gantimpalang ito.'), {
          status: 409,
        }),
      ),
    );
    signIn();
    renderPage('/m/activityDetail', <ActivityDetailPage />, '/m/activityDetail?id=first-deposit');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: promotionsEn.detail.claimReward }));
    expect((await screen.findByTestId('activity-detail-claim-error')).textContent).toBe(
      'Nakuha mo na ang gantimpalang ito.',
    );
  });

  it('says so when the address names no promotion', () => {
    renderPage('/m/activityDetail', <ActivityDetailPage />, '/m/activityDetail');
    expect(screen.getByTestId('activity-detail-missing').textContent).toBe(promotionsEn.detail.missingId);
  });
});
