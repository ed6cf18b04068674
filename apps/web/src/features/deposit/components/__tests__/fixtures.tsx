import type { DepositChannel, DepositPromotion, DepositRecord } from '@h5/contract/endpoints/deposit.ts';
import { getDepositChannels } from '@h5/contract/endpoints/deposit.ts';
import { getWalletBalance } from '@h5/contract/endpoints/member.ts';
import { getSystemStatus } from '@h5/contract/endpoints/system.ts';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter, Route, Routes } from 'react-router';
import { setSession } from '../../../../lib/session/session-store.ts';
import { failure, systemStatusFixture } from '../../../../test/fixtures.ts';
import { reply } from '../../../../test/msw.ts';
import { renderWithQuery } from '../../../../test/render-app.tsx';
import DepositPage from '../deposit-page.tsx';

export const GCASH: DepositChannel = {
  id: 'gcash',
  kind: 'ewallet',
  name: 'GCash',
  icon: '/cdn/pay/gcash.svg',
  minAmount: 100,
  maxAmount: 50_000,
  feePercent: 1.5,
  feeFixed: 0,
  quickAmounts: [100, 500, 1000, 100_000],
  bankAccount: null,
};
export const MAYA: DepositChannel = {
  ...GCASH,
  id: 'maya',
  name: 'Maya',
  icon: '',
  feePercent: 0,
  quickAmounts: [200, 2000],
};
export const ONLINE_BANK: DepositChannel = {
  ...GCASH,
  id: 'bpi_online',
  kind: 'online_bank',
  name: 'BPI Online',
  icon: '',
  minAmount: 500,
  maxAmount: 100_000,
  feePercent: 0,
  feeFixed: 10,
  quickAmounts: [],
};
export const BANK: DepositChannel = {
  ...GCASH,
  id: 'bdo_transfer',
  kind: 'manual_bank',
  name: 'BDO bank transfer',
  icon: '',
  minAmount: 500,
  maxAmount: 200_000,
  feePercent: 0,
  feeFixed: 0,
  quickAmounts: [1000, 5000],
  bankAccount: { bankName: 'BDO Unibank', accountName: 'Demo Gaming Inc', accountNumber: '001234567890' },
};
export const CHANNELS = [GCASH, BANK, ONLINE_BANK, MAYA];

export const WELCOME: DepositPromotion = {
  id: 'welcome',
  title: 'Welcome bonus 100%',
  bonusPercent: 100,
  maxBonus: 1000,
  minDeposit: 200,
  firstDepositOnly: true,
};
export const RELOAD: DepositPromotion = {
  id: 'reload',
  title: 'Reload 10%',
  bonusPercent: 10,
  maxBonus: 500,
  minDeposit: 100,
  firstDepositOnly: false,
};

export function depositRecord(change: Partial<DepositRecord> = {}): DepositRecord {
  return {
    reference: 'DP20261125ABCD1234',
    channelId: 'gcash',
    channelName: 'GCash',
    kind: 'ewallet',
    amount: 1000,
    fee: 15,
    bonus: 0,
    promotionId: null,
    status: 'pending',
    remark: '',
    createTime: Date.UTC(2026, 10, 25, 4),
    updateTime: Date.UTC(2026, 10, 25, 4),
    ...change,
  };
}

/** The site configuration (no switch in its tree: every module counts as on); any other call a test does not answer fails as an unknown path. */
export function depositServer() {
  return setupServer(
    reply(getSystemStatus, systemStatusFixture()),
    walletReply(),
    http.all('*/wps/*', () => HttpResponse.json(failure('request.not.found', 'not found'), { status: 404 })),
  );
}

export function channelsReply(change: { template?: 'new' | 'base'; allowDeposit?: boolean } = {}) {
  return reply(getDepositChannels, {
    allowDeposit: change.allowDeposit ?? true,
    template: change.template ?? 'new',
    channels: CHANNELS,
    promotions: [WELCOME, RELOAD],
  });
}

export function walletReply() {
  return reply(getWalletBalance, {
    sumBalance: 250,
    currency: 'PHP',
    currencySymbol: '₱',
    balance: [{ accountTypeId: 2, availBalance: 250 }],
  });
}

/** The deposit page at `entry` for a signed-in player, with the deposit record as a page to land on. */
export function renderDeposit(entry = '/m/voucherCenter') {
  setSession({ token: 'tok', id: 1, userName: 'player01', type: 0 });
  return renderWithQuery(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/m/voucherCenter" element={<DepositPage />} />
        <Route path="/m/vouReport" element={<p data-testid="records-page">records</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
export const png = (name: string, extra = 0) =>
  new File([PNG, new Uint8Array(extra)], name, { type: 'image/png' });
