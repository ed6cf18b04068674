import { describe, expect, it } from 'vitest';
import { BACK_TO_HOME_PATHS, backTarget } from '../back-target.ts';

describe('backTarget (lobby spec §2.3)', () => {
  it('goes home from login, register, trail, notice, activity and forget, even with history', () => {
    expect(BACK_TO_HOME_PATHS).toEqual([
      '/m/login',
      '/m/register',
      '/m/trail',
      '/m/notice',
      '/m/activity',
      '/m/forget',
    ]);
    for (const path of BACK_TO_HOME_PATHS) {
      expect(backTarget(path, true)).toBe('/m/home');
      expect(backTarget(path, false)).toBe('/m/home');
    }
  });

  it('ignores a trailing slash and letter case', () => {
    expect(backTarget('/m/notice/', true)).toBe('/m/home');
    expect(backTarget('/M/Login', true)).toBe('/m/home');
  });

  it('goes back in history elsewhere', () => {
    expect(backTarget('/m/set', true)).toBe('history');
    expect(backTarget('/m/activityDetail', true)).toBe('history');
    expect(backTarget('/m/member/agent/agentRebeat', true)).toBe('history');
  });

  it('goes home when there is no history', () => {
    expect(backTarget('/m/set', false)).toBe('/m/home');
    expect(backTarget('/m/gameList', false)).toBe('/m/home');
  });

  it('goes back in history from the red envelope rain, else to the agent home it is opened from', () => {
    expect(backTarget('/m/redRain', true)).toBe('history');
    expect(backTarget('/m/redRain', false)).toBe('/m/agent');
    expect(backTarget('/M/REDRAIN/', false)).toBe('/m/agent');
  });
});
