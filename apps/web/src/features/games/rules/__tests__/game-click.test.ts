import { describe, expect, it } from 'vitest';
import { gameClickAction, lotteryLaunchPath } from '../game-click.ts';

const game = (over: Partial<Parameters<typeof gameClickAction>[0]> = {}) => ({
  nodeId: '101',
  vassalage: 'PG',
  gameType: 'RNG',
  gameCode: 'fortune',
  ...over,
});
const member = { signedIn: true, prizeMode: 'LOTT' as const };
const guest = { signedIn: false, prizeMode: 'LOTT' as const };

describe('gameClickAction (lobby §4 game click)', () => {
  it('launches for a member and sends a visitor to the login page', () => {
    expect(gameClickAction(game(), member)).toEqual({ kind: 'launch' });
    expect(gameClickAction(game(), guest)).toEqual({ kind: 'login' });
  });

  it('opens the lottery launch page for ELOTT and LOTT games, for members and visitors alike', () => {
    const elott = gameClickAction(game({ gameType: 'ELOTT', vassalage: 'GW', gameCode: 'VNM1' }), guest);
    expect(elott).toEqual({
      kind: 'lottery',
      to: '/m/launchGame?playType=trad&prize_mode=ELOTT&code=VNM1&pageBack=home',
    });
    const lott = gameClickAction(game({ gameType: 'LOTT', vassalage: 'GW', gameCode: '' }), member);
    expect(lott).toEqual({
      kind: 'lottery',
      to: '/m/launchGame?playType=trad&prize_mode=LOTT&code=lobby&pageBack=home',
    });
  });

  it('opens the lottery lobby for TCG_LOTTO_VN and TCG_SEA, in the site prize mode outside lottery categories', () => {
    expect(
      gameClickAction(game({ vassalage: 'TCG_SEA', gameType: 'PVP', nodeId: 'LOTTO_LOBBY' }), {
        signedIn: true,
        prizeMode: 'ELOTT',
      }),
    ).toEqual({
      kind: 'lottery',
      to: '/m/launchGame?playType=trad&prize_mode=ELOTT&code=lobby&pageBack=home',
    });
    expect(
      gameClickAction(game({ vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT', nodeId: 'LOTTO_LOBBY' }), member),
    ).toEqual({
      kind: 'lottery',
      to: '/m/launchGame?playType=trad&prize_mode=LOTT&code=lobby&pageBack=home',
    });
  });

  it('builds the launch page path with the default code', () => {
    expect(lotteryLaunchPath('ELOTT')).toBe(
      '/m/launchGame?playType=trad&prize_mode=ELOTT&code=lobby&pageBack=home',
    );
    expect(lotteryLaunchPath('LOTT', '  ')).toContain('code=lobby');
    expect(lotteryLaunchPath('LOTT', 'a&b')).toContain('code=a%26b');
  });
});
