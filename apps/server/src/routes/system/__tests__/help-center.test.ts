import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getHelpCenter } from '@h5/contract/endpoints/system.ts';
import { MERCHANT } from '../../../__tests__/account-helpers.ts';
import { valueOf } from '../../../__tests__/member-helpers.ts';
import { startTestApp, type TestApp } from '../../../__tests__/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const help = async (query = '', headers: Record<string, string> = {}) =>
  z.parse(
    getHelpCenter.response,
    valueOf(
      await t.app.inject({ url: `/wps/system/helpCenter${query}`, headers: { ...MERCHANT, ...headers } }),
    ),
  );

describe('help center (/wps/system/helpCenter)', () => {
  it('answers the demo articles in English, in order, as HTML with lists and links', async () => {
    const items = await help('?lang=EN&device=WEB');
    expect(items.map((i) => i.tag)).toEqual([
      'deposit',
      'withdraw',
      'security',
      'responsible',
      'contact',
      'faqs',
    ]);
    expect(items[0]?.title).toBe('How to deposit');
    for (const item of items) {
      expect(item).toMatchObject({ lang: 'EN', display: true, children: [] });
      expect(item.content).toMatch(/^<p>/);
    }
    expect(items.filter((i) => /<(ul|ol)>/.test(i.content))).toHaveLength(5);
    expect(items.every((i) => i.content.includes('<a href='))).toBe(true);
  });

  it('chooses the language from lang, then language, then the header (Filipino by default)', async () => {
    expect((await help())[0]?.title).toBe('Paano mag-deposito');
    expect((await help('', { language: 'EN' }))[0]?.title).toBe('How to deposit');
    expect((await help('?lang=ty', { language: 'EN' }))[0]?.title).toBe('Paano mag-deposito');
    expect((await help('?language=EN'))[0]?.lang).toBe('EN');
    expect((await help('?lang=EN&language=TY'))[0]?.lang).toBe('EN');
    // An unknown language is skipped, not an error.
    expect((await help('?lang=ZH', { language: 'EN' }))[0]?.lang).toBe('EN');
  });

  it('nests children under their parent and leaves switched-off articles out', async () => {
    const db = t.app.platform.db;
    const parent = await db
      .selectFrom('help_articles')
      .select('id')
      .where('language', '=', 'EN')
      .where('tag', '=', 'faqs')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('help_articles')
      .values({
        merchant_code: 'demo',
        language: 'EN',
        parent_id: parent.id,
        tag: 'faqs',
        title: 'Child',
        content: '<p>c</p>',
        sort_order: 1,
      })
      .execute();
    await db
      .updateTable('help_articles')
      .set({ enabled: 0 })
      .where('language', '=', 'EN')
      .where('tag', '=', 'contact')
      .execute();
    const items = await help('?lang=EN');
    expect(items.map((i) => i.tag)).toEqual(['deposit', 'withdraw', 'security', 'responsible', 'faqs']);
    expect(items.at(-1)?.children.map((c) => c.title)).toEqual(['Child']);
  });

  it('needs no session and refuses an overlong parameter', async () => {
    const res = await t.app.inject({ url: '/wps/system/helpCenter?lang=ENGLISHXX', headers: MERCHANT });
    expect(res.statusCode).toBe(400);
  });
});
