import { describe, expect, it } from 'vitest';
import { returnTarget } from '../return-target.ts';

describe('returnTarget', () => {
  it('answers a page of this app, with its query', () => {
    expect(returnTarget('?redirect=%2Fm%2Fwithdraw')).toBe('/m/withdraw');
    expect(returnTarget('?redirect=' + encodeURIComponent('/m/gameList?gameType=SLOT'))).toBe(
      '/m/gameList?gameType=SLOT',
    );
  });

  it('refuses anything that could lead off the site, and the way-in pages', () => {
    for (const target of [
      'https://evil.example/m/home',
      '//evil.example/m/home',
      '/m//evil.example',
      '/m/\\evil.example',
      '/other/page',
      'm/home',
      '/m/login',
      '/m/register?affiliateCode=1',
      '/m/forget',
    ]) {
      expect(returnTarget(`?redirect=${encodeURIComponent(target)}`), target).toBeNull();
    }
    expect(returnTarget('')).toBeNull();
  });
});
