import { describe, expect, it } from 'vitest';
import { PATHS, withQuery } from '../paths.ts';
import { ALIASES, FALLBACK, ROUTES } from '../route-table.ts';

describe('route table data', () => {
  it('gives every page its path by id', () => {
    expect(Object.keys(PATHS)).toEqual(ROUTES.map((r) => r.id));
    for (const route of ROUTES) expect(PATHS[route.id]).toBe(route.path);
    expect(PATHS.mail).toBe('/m/webEmail');
  });

  it('knows every page the aliases and the fallback of the contract lead to (the server shares them)', () => {
    const paths = new Set<string>(ROUTES.map((r) => r.path));
    for (const { to } of ALIASES) expect(paths.has(to), to).toBe(true);
    expect(paths.has(FALLBACK)).toBe(true);
  });

  it('guards the member, agent and game-launch pages (accounts spec §2, §6; lobby §1, §2.11, §2.12)', () => {
    const guarded = Object.fromEntries(ROUTES.filter((r) => r.guard).map((r) => [r.path, r.guard]));
    expect(guarded).toEqual({
      '/m/changePsw': 'memberNotTrial',
      '/m/set': 'member',
      '/m/socialAccounts': 'memberNotTrial',
      '/m/launchGame': 'player',
      '/m/webEmail': 'memberNotTrial',
      '/m/transaction/record': 'memberNotTrial',
      '/m/gameRecord': 'memberNotTrial',
      '/m/feedback': 'memberNotTrial',
      '/m/voucherCenter': 'playerNotTrial',
      '/m/vouReport': 'playerNotTrial',
      '/m/profitandloss': 'playerNotTrial',
      '/m/withdraw': 'playerNotTrial',
      '/m/securityCenter': 'playerNotTrial',
      '/m/withdrawReport': 'playerNotTrial',
      '/m/upLine/transfer': 'playerNotTrial',
      '/m/rewardCenter': 'playerNotTrial',
      '/m/leaderBoard': 'playerNotTrial',
      '/m/member/benefits': 'playerNotTrial',
      '/m/member/manualRebate': 'playerNotTrial',
      '/m/member/rebateReport': 'playerNotTrial',
      '/m/agent': 'agent',
      '/m/member/notice': 'agent',
      '/m/agent/team/overview': 'agent',
      '/m/member/team': 'agent',
      '/m/redRain': 'agent',
      '/m/agent/team/pnl': 'agent',
      '/m/teamBetting': 'agent',
      '/m/member/agent/agentRebeat': 'agent',
      '/m/member/teamRebate': 'agent',
      '/m/agentRegister': 'agent',
      '/m/member/agent/agentDivident': 'agent',
      '/m/member/agent/getSalaryContract': 'agent',
      '/m/member/agent/getDevidendContract': 'agent',
      '/m/member/agent/getHourContract': 'agent',
    });
  });
});

describe('withQuery', () => {
  it('adds the parameters in their order, leaving out those without a value', () => {
    expect(withQuery(PATHS.gameList, { gameType: 'SLOT', vassalage: 'PG' })).toBe(
      '/m/gameList?gameType=SLOT&vassalage=PG',
    );
    expect(withQuery(PATHS.gameList, { gameType: 'SLOT', vassalage: undefined })).toBe(
      '/m/gameList?gameType=SLOT',
    );
    expect(withQuery(PATHS.helpDetail, { i: '' })).toBe('/m/helpDetail');
    expect(withQuery(PATHS.register, { r: 'a b&c' })).toBe('/m/register?r=a+b%26c');
  });
});
