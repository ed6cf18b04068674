import { describe, expect, it } from 'vitest';
import { SIDE_MENU_ENTRIES, visibleSideMenuEntries } from '../side-menu-entries.ts';

const ALL_ON = {
  SIDEMENU3: true,
  SIDEMENU_DEPOSIT3: true,
  SIDEMENU_WITHDRAW3: true,
  SIDEMENU_SHARE3: true,
  SIDEMENU_VIP3: true,
  SIDEMENU_REWARDCENTER3: true,
  SIDEMENU_MISSION3: true,
  SIDEMENU_MANUALREBATE3: true,
  SIDEMENU_APPDOWNLOAD3: true,
  VIPBENEFIT3: true,
};

const ids = (entries: { id: string }[]) => entries.map((e) => e.id);

describe('side-menu entries (lobby spec §2.5)', () => {
  it('lists the shortcut entries in the spec order with their targets', () => {
    expect(SIDE_MENU_ENTRIES.map((e) => [e.id, e.target])).toEqual([
      ['deposit', { path: '/m/voucherCenter' }],
      ['withdraw', { path: '/m/withdraw' }],
      ['share', { path: '/m/inviteFriends' }],
      ['vip', { path: '/m/member/benefits' }],
      ['rewardCenter', { path: '/m/rewardCenter' }],
      ['mission', { path: '/m/leaderBoard' }],
      ['manualRebate', { path: '/m/member/manualRebate' }],
      ['appDownload', { overlay: 'download' }],
    ]);
  });

  it('shows every entry to a member when every switch is on', () => {
    expect(ids(visibleSideMenuEntries(ALL_ON, true))).toEqual(ids([...SIDE_MENU_ENTRIES]));
  });

  it('hides VIP from a visitor, and when VIP benefits are off', () => {
    expect(ids(visibleSideMenuEntries(ALL_ON, false))).not.toContain('vip');
    expect(ids(visibleSideMenuEntries(ALL_ON, false))).toHaveLength(7);
    expect(ids(visibleSideMenuEntries({ ...ALL_ON, VIPBENEFIT3: false }, true))).not.toContain('vip');
    const { VIPBENEFIT3: _vip, ...noVipSwitch } = ALL_ON;
    expect(ids(visibleSideMenuEntries(noVipSwitch, true))).not.toContain('vip');
  });

  it('hides each entry whose switch is off', () => {
    for (const entry of SIDE_MENU_ENTRIES) {
      const key = `SIDEMENU_${entry.id === 'rewardCenter' ? 'REWARDCENTER' : entry.id === 'manualRebate' ? 'MANUALREBATE' : entry.id === 'appDownload' ? 'APPDOWNLOAD' : entry.id.toUpperCase()}3`;
      const shown = ids(visibleSideMenuEntries({ ...ALL_ON, [key]: false }, true));
      expect(shown, key).not.toContain(entry.id);
      expect(shown, key).toHaveLength(SIDE_MENU_ENTRIES.length - 1);
    }
  });

  it('counts a switch missing from the tree as off (unlike module switches), and shows nothing before the configuration', () => {
    const { SIDEMENU_SHARE3: _share, SIDEMENU_APPDOWNLOAD3: _download, ...partial } = ALL_ON;
    expect(ids(visibleSideMenuEntries(partial, true))).toEqual([
      'deposit',
      'withdraw',
      'vip',
      'rewardCenter',
      'mission',
      'manualRebate',
    ]);
    expect(visibleSideMenuEntries({}, true)).toEqual([]);
    expect(visibleSideMenuEntries(undefined, true)).toEqual([]);
  });
});
