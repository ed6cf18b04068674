import { describe, expect, it, vi } from 'vitest';
import { followLink, linkTarget } from '../link-target.ts';

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

describe('followLink', () => {
  it('opens external links in a new window without access to ours', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const navigate = vi.fn();
    followLink('https://example.com/terms', navigate);
    expect(open).toHaveBeenCalledWith('https://example.com/terms', '_blank', 'noopener,noreferrer');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('navigates inside the app for paths, and follows nothing else', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const navigate = vi.fn();
    followLink('/m/register', navigate);
    followLink('javascript:alert(1)', navigate);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/m/register');
    expect(open).not.toHaveBeenCalled();
  });
});
