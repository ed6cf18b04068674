import { test as base, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';

type Messages = Record<string, unknown>;
interface Popup {
  title: string;
  content: string;
  execution: string;
}
const localesDir = new URL('../../apps/web/src/locales/', import.meta.url);

/** The app's own dictionaries, so tests assert the texts users see without copying them. */
export const locales = {
  TY: JSON.parse(readFileSync(new URL('tl.json', localesDir), 'utf8')) as Messages,
  EN: JSON.parse(readFileSync(new URL('en.json', localesDir), 'utf8')) as Messages,
};

export function text(language: keyof typeof locales, key: string): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], locales[language]);
  if (typeof value !== 'string') throw new Error(`no ${language} text for ${key}`);
  return value;
}

/**
 * Every test fails when the page logs a console error or throws, unless the test expects it
 * (`allowConsoleErrors`). A failed request that the test caused on purpose is listed there too.
 */
export const test = base.extend<{
  allowConsoleErrors: RegExp | null;
  consoleGuard: undefined;
  closeAnnouncementPopup: boolean;
  popupCloser: undefined;
}>({
  // One pattern, not an array: Playwright reads an array given to test.use() as a [value, options] pair.
  allowConsoleErrors: [null, { option: true }],
  // The home announcement popup opens for every new visitor (lobby spec §2.10) and would cover what a scenario
  // clicks or focuses: it counts as dismissed, and is closed if it still shows, unless the scenario is about it.
  closeAnnouncementPopup: [true, { option: true }],
  popupCloser: [
    async ({ page, request, closeAnnouncementPopup }, use) => {
      if (closeAnnouncementPopup) {
        // Dismissed beforehand, as a returning visitor would have (the server's Filipino lists: visitor B, member A)…
        const res = await request.get('/wps/relay/MCSFE_getListAnnouncements', {
          params: { types: 'PU', platform: 'M', groupName: 'm_home' },
          headers: { Merchant: 'demo', Language: 'TY' },
        });
        const popups = ((await res.json()) as { value?: { popup?: Popup[] } }).value?.popup ?? [];
        const record = (execution: string) =>
          JSON.stringify({
            show: false,
            items: popups
              .filter((p) => p.execution === execution)
              .map(({ title, content }) => ({ title, content })),
          });
        await page.addInitScript(
          ([visitor, member]) => {
            sessionStorage.setItem('ANONYMOUS_POPUP', visitor);
            sessionStorage.setItem('USER_POPUP', member);
          },
          [record('B'), record('A')] as const,
        );
        // …and closed whenever it still gets in the way (another language, a first login).
        const popup = page.getByTestId('announcement-popup');
        await page.addLocatorHandler(popup, async () => {
          // The popup may close by itself meanwhile (its page left, the home feed refreshed): then nothing is
          // left to do, rather than a click that waits for a button that is gone.
          await popup
            .getByTestId('dialog-close')
            .click({ timeout: 2000 })
            .catch(async (error: unknown) => {
              if (await popup.isVisible()) throw error;
            });
        });
      }
      await use(undefined);
    },
    { auto: true },
  ],
  consoleGuard: [
    async ({ page, allowConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await use(undefined);
      const unexpected = errors.filter((e) => !allowConsoleErrors?.test(e));
      expect(unexpected, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
