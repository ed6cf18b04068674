import { flattenWhitelabel } from '@h5/contract/whitelabel.ts';
import { describe, expect, it } from 'vitest';
import {
  MENU_ENTRIES,
  referralEnabled,
  resolveAction,
  shortcutTarget,
  templateVersion,
  visibleEntries,
  visibleShortcuts,
  type EntryId,
  type MemberContext,
} from '../menu-entries.ts';

/** A flattened tree with these switches at the top level ('1' on, anything else off). */
function switches(nodes: Record<string, string>) {
  return flattenWhitelabel({
    modId: 'ROOT',
    enabled: '1',
    childrenNodes: Object.entries(nodes).map(([modId, enabled]) => ({ modId, enabled, childrenNodes: [] })),
  });
}

const ALL_FLAGS = {
  DEPRECM3: '1',
  WITHREC3: '1',
  TRANSREC3: '1',
  TRANSBETREPMEM3: '1',
  PERSREP: '1',
  AGETRANSFERUP3: '1',
  REWCEN3: '1',
  MANPLAYREB3: '1',
  MISSION: '1',
  PLYRBT: '1',
  MAILCEN: '1',
  FEEDBACK3: '1',
};
const ALL_OFF = Object.fromEntries(Object.keys(ALL_FLAGS).map((k) => [k, '0']));

const ids = (context: MemberContext) => visibleEntries(context).map((e) => e.id);
const member = (change: Partial<MemberContext> = {}): MemberContext => ({
  sessionType: 0,
  toUpline: 'agent01',
  switches: switches(ALL_FLAGS),
  ...change,
});

describe('member-center entries (lobby spec §2.11)', () => {
  it('has the 16 entries of the table in its order', () => {
    expect(MENU_ENTRIES.map((e) => e.id)).toEqual([
      'referral',
      'agentCenter',
      'depositRecord',
      'withdrawRecord',
      'accountRecord',
      'bettingRecord',
      'profitAndLoss',
      'transferToSuperior',
      'rewardCenter',
      'manualRebate',
      'mission',
      'rebateReport',
      'mail',
      'feedback',
      'onlineService',
      'appDownload',
    ]);
  });

  it('a player with every flag on sees everything but the agency center', () => {
    expect(ids(member())).toEqual(MENU_ENTRIES.map((e) => e.id).filter((id) => id !== 'agentCenter'));
  });

  it('with every flag off only the referral popup, online service and app download remain', () => {
    expect(ids(member({ switches: switches(ALL_OFF) }))).toEqual([
      'referral',
      'onlineService',
      'appDownload',
    ]);
  });

  it.each([
    ['DEPRECM3', 'depositRecord'],
    ['WITHREC3', 'withdrawRecord'],
    ['TRANSREC3', 'accountRecord'],
    ['TRANSBETREPMEM3', 'bettingRecord'],
    ['PERSREP', 'profitAndLoss'],
    ['AGETRANSFERUP3', 'transferToSuperior'],
    ['REWCEN3', 'rewardCenter'],
    ['MANPLAYREB3', 'manualRebate'],
    ['MISSION', 'mission'],
    ['PLYRBT', 'rebateReport'],
    ['MAILCEN', 'mail'],
    ['FEEDBACK3', 'feedback'],
  ] as const)('flag %s switches %s alone', (flag, id: EntryId) => {
    const on = ids(member({ switches: switches({ ...ALL_OFF, [flag]: '1' }) }));
    expect(on).toEqual(['referral', id, 'onlineService', 'appDownload']);
    const off = ids(member({ switches: switches({ ...ALL_FLAGS, [flag]: '0' }) }));
    expect(off).not.toContain(id);
  });

  it('module flags missing from the tree count as on, the MISSION promotion flag as off', () => {
    const visible = ids(member({ switches: switches({}) }));
    expect(visible).toContain('depositRecord');
    expect(visible).toContain('feedback');
    expect(visible).not.toContain('mission');
  });

  it('a module flag under a switched-off parent is off', () => {
    const tree = flattenWhitelabel({
      modId: 'ROOT',
      enabled: '1',
      childrenNodes: [
        {
          modId: 'MAILCEN',
          enabled: '0',
          childrenNodes: [{ modId: 'INBOX3', enabled: '1', childrenNodes: [] }],
        },
      ],
    });
    expect(ids(member({ switches: tree }))).not.toContain('mail');
  });

  it.each([
    [0, false],
    [4, false],
    [40, false],
    [1, true],
    [2, true],
    [41, true],
    [42, true],
  ] as const)('agency center for member type %i: %s', (type, shown) => {
    expect(ids(member({ sessionType: type })).includes('agentCenter')).toBe(shown);
  });

  it('transfer to superior needs the flag, an upline and a member type other than 2', () => {
    expect(ids(member({ sessionType: 1 }))).toContain('transferToSuperior');
    expect(ids(member({ sessionType: 2 }))).not.toContain('transferToSuperior');
    expect(ids(member({ toUpline: '' }))).not.toContain('transferToSuperior');
    expect(ids(member({ toUpline: '  ' }))).not.toContain('transferToSuperior');
    expect(ids(member({ switches: switches({ ...ALL_FLAGS, AGETRANSFERUP3: '0' }) }))).not.toContain(
      'transferToSuperior',
    );
  });

  it('a guest sees the flag entries but not the type- or upline-bound ones', () => {
    const guest = ids({ sessionType: null, toUpline: '', switches: switches(ALL_FLAGS) });
    expect(guest).not.toContain('agentCenter');
    expect(guest).not.toContain('transferToSuperior');
    expect(guest).toContain('depositRecord');
    expect(guest).toContain('referral');
  });

  it('entries needing a session open login for a guest; referral, service and download do not need one', () => {
    const free = MENU_ENTRIES.filter((e) => !e.needsSession).map((e) => e.id);
    expect(free).toEqual(['referral', 'onlineService', 'appDownload']);
    for (const entry of MENU_ENTRIES) {
      const guest = resolveAction(entry, null);
      const signedIn = resolveAction(entry, 0);
      expect(signedIn).toEqual(entry.action);
      expect(guest).toEqual(entry.needsSession ? { kind: 'route', to: '/m/login' } : entry.action);
    }
  });

  it('entries lead where the table says', () => {
    const byId = Object.fromEntries(MENU_ENTRIES.map((e) => [e.id, e.action]));
    expect(byId.mail).toEqual({ kind: 'route', to: '/m/webEmail' });
    expect(byId.transferToSuperior).toEqual({ kind: 'route', to: '/m/upLine/transfer' });
    expect(byId.mission).toEqual({ kind: 'route', to: '/m/leaderBoard' });
    expect(byId.onlineService).toEqual({ kind: 'overlay', name: 'service' });
    expect(byId.appDownload).toEqual({ kind: 'overlay', name: 'download' });
    expect(byId.referral).toEqual({ kind: 'referral' });
  });
});

describe('shortcuts (lobby §2.11)', () => {
  it('home only when VIP benefits are shown, then activity, deposit, withdraw, security center', () => {
    expect(visibleShortcuts(switches({ VIPBENEFIT3: '1' })).map((s) => s.to)).toEqual([
      '/m/home',
      '/m/activity',
      '/m/voucherCenter',
      '/m/withdraw',
      '/m/securityCenter',
    ]);
    expect(visibleShortcuts(switches({ VIPBENEFIT3: '0' })).map((s) => s.id)).not.toContain('vipHome');
    expect(visibleShortcuts(switches({})).map((s) => s.id)).not.toContain('vipHome');
  });

  it('member pages among them open login for a guest', () => {
    const targets = visibleShortcuts(switches({ VIPBENEFIT3: '1' })).map((s) => shortcutTarget(s, null));
    expect(targets).toEqual(['/m/home', '/m/activity', '/m/login', '/m/login', '/m/login']);
  });
});

describe('referral and template flags', () => {
  it('inviting friends needs the REFERRAL promotion switched on', () => {
    expect(referralEnabled(switches({ REFERRAL: '1' }))).toBe(true);
    expect(referralEnabled(switches({ REFERRAL: '0' }))).toBe(false);
    expect(referralEnabled(switches({}))).toBe(false);
    expect(referralEnabled(undefined)).toBe(false);
  });

  it('template version is new only for "1"', () => {
    expect(templateVersion('1')).toBe('new');
    expect(templateVersion('0')).toBe('base');
    expect(templateVersion('')).toBe('base');
    expect(templateVersion(undefined)).toBe('base');
  });
});
