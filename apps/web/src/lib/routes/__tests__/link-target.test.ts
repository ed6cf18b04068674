import { describe, expect, it } from 'vitest';
import { linkTarget } from '../link-target.ts';

describe('link target of server HTML (lobby §2.10, §2.13)', () => {
  it('opens http(s) outside the app', () => {
    expect(linkTarget('https://example.com/a')).toEqual({ kind: 'external', href: 'https://example.com/a' });
    expect(linkTarget(' HTTP://x.test ')).toEqual({ kind: 'external', href: 'HTTP://x.test' });
  });

  it('navigates inside the app for paths', () => {
    expect(linkTarget('/m/rewardCenter')).toEqual({ kind: 'internal', to: '/m/rewardCenter' });
    expect(linkTarget('m/help?i=2')).toEqual({ kind: 'internal', to: '/m/help?i=2' });
  });

  it('follows nothing else', () => {
    for (const href of [
      'javascript:alert(1)',
      'data:text/html,x',
      'mailto:a@b.c',
      '//evil.test/x',
      '#top',
      '',
      null,
    ]) {
      expect(linkTarget(href)).toEqual({ kind: 'none' });
    }
  });
});
