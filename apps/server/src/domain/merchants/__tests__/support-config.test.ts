import { describe, expect, it } from 'vitest';
import { customerServiceEntries, supportConfig } from '../support-config.ts';

const title = { TY: 'Suporta', EN: 'Support' };

describe('support section of a merchant file', () => {
  it('accepts each kind with its own target and serves it as a link in the request language', () => {
    const config = supportConfig.parse({
      channels: [
        { kind: 'telegram', title, target: 'https://t.me/help' },
        { kind: 'messenger', title, target: 'https://m.me/help' },
        { kind: 'viber', title, target: 'viber://chat?number=%2B639171234567' },
        { kind: 'phone', title: { TY: 'Tawag', EN: 'Call' }, target: '+639171234567' },
        { kind: 'email', title, target: 'help@example.ph' },
        { kind: 'link', title, target: 'https://help.example.ph/faq' },
      ],
    });
    const en = customerServiceEntries(config, 'EN');
    expect(en.map((e) => e.path)).toEqual([
      'https://t.me/help',
      'https://m.me/help',
      'viber://chat?number=%2B639171234567',
      'tel:+639171234567',
      'mailto:help@example.ph',
      'https://help.example.ph/faq',
      '/m/service/chat',
    ]);
    expect(en[3]?.title).toBe('Call');
    expect(customerServiceEntries(config, 'TY')[3]?.title).toBe('Tawag');
    expect(customerServiceEntries({ ...config, inAppChat: false }, 'EN').some((e) => e.kind === 'chat')).toBe(
      false,
    );
  });

  it('refuses targets that are not what their kind opens, and titles missing a language', () => {
    const refused = [
      { kind: 'telegram', title, target: 'https://t.me.evil.example/help' },
      { kind: 'telegram', title, target: 'http://t.me/help' },
      { kind: 'messenger', title, target: 'javascript:alert(1)' },
      { kind: 'viber', title, target: 'viber://forward?text=hi' },
      { kind: 'phone', title, target: '0917 123 4567' },
      { kind: 'email', title, target: 'not-an-address' },
      { kind: 'link', title, target: 'data:text/html,hi' },
      { kind: 'telegram', title: { EN: 'Support' }, target: 'https://t.me/help' },
      { kind: 'whatsapp', title, target: 'https://wa.me/639171234567' },
    ];
    for (const channel of refused) {
      expect(supportConfig.safeParse({ channels: [channel] }).success, JSON.stringify(channel)).toBe(false);
    }
  });
});
