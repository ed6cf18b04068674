import type { MemberInfo } from '@h5/contract/endpoints/member.ts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../../../lib/i18n/i18n.ts';
import { memberInfoQueryOptions } from '../../../../lib/session/get-member-info.ts';
import { clearSession, setSession } from '../../../../lib/session/session-store.ts';
import { renderWithQuery, testQueryClient } from '../../../../test/render-app.tsx';
import { MemberStrip } from '../member-strip.tsx';

const member = (type: number, regDate: number): MemberInfo => ({
  id: 9,
  account: 'juan09',
  nickname: '',
  type,
  clubLabel: { labelName: 'VIP1' },
  regDate,
  mobile: '',
  email: '',
  toUpline: '',
  merchantCode: 'demo',
  passwordExpired: false,
});

function renderStrip(info: MemberInfo) {
  setSession({ token: 'tok', userName: info.account, type: info.type });
  const client = testQueryClient();
  client.setQueryData(memberInfoQueryOptions('tok').queryKey, info);
  renderWithQuery(<MemberStrip />, client);
}

afterEach(() => {
  clearSession();
});

describe('MemberStrip: days joined (lobby spec §2.6, issue 19)', () => {
  it('says "joined today" on the first day, in Filipino and English', async () => {
    await initI18n('TY');
    renderStrip(member(0, Date.now()));
    expect(screen.getByTestId('home-days').textContent).toBe('Sumali ngayong araw');
    await initI18n('EN');
    renderStrip(member(0, Date.now() - 3 * 86_400_000 - 60_000));
    expect(screen.getAllByTestId('home-days')[1]?.textContent).toBe('Member for 3 days');
  });

  it('shows no days for a trial account, only that it is one', async () => {
    await initI18n('TY');
    renderStrip(member(4, Date.now()));
    expect(screen.queryByTestId('home-days')).toBeNull();
    expect(screen.getByTestId('home-vip').textContent).toBe('Trial na account');
  });
});
