import { describe, expect, it } from 'vitest';
import { buttonAction, customerServiceLinks, socialLinks } from '../service-links.ts';

const resource = (resourceType: string, url: string, labelNameEn = resourceType) => ({
  resourceType,
  url,
  labelNameEn,
});

describe('customerServiceLinks', () => {
  it('keeps plain entries with a path, trimmed', () => {
    expect(
      customerServiceLinks([
        { title: ' Live Support ', path: ' /m/service ', encrypted: false },
        { title: 'Empty', path: '  ', encrypted: false },
      ]),
    ).toEqual([{ title: 'Live Support', href: '/m/service' }]);
  });

  it('leaves out entries that are (or may be) DES-encrypted (OP-27)', () => {
    expect(
      customerServiceLinks([
        { title: 'Encrypted', path: 'U2FsdGVkX1abcdefgh', encrypted: true },
        { title: 'Unknown', path: 'U2FsdGVkX1abcdefgh' },
      ]),
    ).toEqual([]);
  });
});

describe('socialLinks', () => {
  const resources = [
    resource('TELEGRAM2', 'https://t.example/2', 'Telegram VIP'),
    resource('IOS', '/cdn/ios'),
    resource('TELEGRAM', 'https://t.example/0'),
    resource('TELEGRAM1', ''),
    resource('FACEBOOK', 'https://f.example/0', 'Facebook'),
    resource('TELEGRAMX', 'https://t.example/x'),
  ];

  it('lists the family in numeric order, with a URL only', () => {
    expect(socialLinks(resources, 'TELEGRAM')).toEqual([
      { title: 'TELEGRAM', href: 'https://t.example/0' },
      { title: 'Telegram VIP', href: 'https://t.example/2' },
    ]);
    expect(socialLinks(resources, 'FACEBOOK')).toEqual([{ title: 'Facebook', href: 'https://f.example/0' }]);
  });
});

describe('buttonAction', () => {
  const a = { title: 'A', href: 'https://a.example' };
  const b = { title: 'B', href: 'https://b.example' };

  it('hides a button without links, opens a single link, lists several', () => {
    expect(buttonAction([])).toEqual({ kind: 'hidden' });
    expect(buttonAction([a])).toEqual({ kind: 'direct', link: a });
    expect(buttonAction([a, b])).toEqual({ kind: 'list', links: [a, b] });
  });
});
