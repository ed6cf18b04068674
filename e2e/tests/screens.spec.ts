import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { DEMO } from '../support/accounts.ts';
import { openInLanguage } from '../support/language.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * Screen checks (issue 19): the home page, the register page and the agent home at the two phone sizes the issue
 * names, compared with committed screenshots (screens.spec.ts-snapshots/), and checked for controls that another
 * element covers. What changes from run to run (jackpot, marquee, banners, balances, counts, names, the captcha, the
 * greeting by the hour) is hidden; animations are off; fonts and the images on screen are waited for by their own
 * events. docs/decisions.md, "Screen checks".
 */

const SIZES = [
  { width: 360, height: 640 },
  { width: 412, height: 823 },
] as const;

/** The lazily loaded `member` dictionary (locales/member), for the contract prompt's button. */
const memberTexts = JSON.parse(
  readFileSync(new URL('../../apps/web/src/locales/member/tl.json', import.meta.url), 'utf8'),
) as { agent: { contracts: { cancel: string } } };

/** Fonts loaded, and every image on screen loaded or failed (its own load/error event), before a screenshot. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const onScreen = Array.from(document.images).filter((img) => {
      const box = img.getBoundingClientRect();
      return box.bottom > 0 && box.top < innerHeight && box.width > 0;
    });
    await Promise.all(
      onScreen.map((img) =>
        img.complete
          ? Promise.resolve()
          : new Promise<void>((resolve) => {
              img.addEventListener(
                'load',
                () => {
                  resolve();
                },
                { once: true },
              );
              img.addEventListener(
                'error',
                () => {
                  resolve();
                },
                { once: true },
              );
            }),
      ),
    );
  });
}

/**
 * Controls another element covers, at every scroll position a page length apart: for each link, button or field
 * wholly inside the visible band (between the fixed bars that span the width), the element at its centre and at a
 * quarter of its width from either side must be the control or inside it. Floating buttons are what this catches;
 * it does not depend on pixels.
 */
async function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const selector =
      'a[href], button, input, select, textarea, [role="button"], [tabindex]:not([tabindex="-1"])';
    const fixedBars = () =>
      Array.from(document.querySelectorAll<HTMLElement>('body *')).filter((el) => {
        const style = getComputedStyle(el);
        if (style.position !== 'fixed' && style.position !== 'sticky') return false;
        const box = el.getBoundingClientRect();
        return box.width >= innerWidth * 0.9 && box.height < innerHeight / 3 && box.height > 0;
      });
    const band = () => {
      let top = 0;
      let bottom = innerHeight;
      for (const bar of fixedBars()) {
        const box = bar.getBoundingClientRect();
        if (box.top <= 1 && box.bottom < innerHeight / 2) top = Math.max(top, box.bottom);
        else if (box.bottom >= innerHeight - 1 && box.top > innerHeight / 2)
          bottom = Math.min(bottom, box.top);
      }
      return { top, bottom };
    };
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}[${el.getAttribute('data-testid') ?? el.getAttribute('aria-label') ?? (el.textContent || '').trim().slice(0, 30)}]`;
    // Scrolled or rolled out of its own clipping box (the winner board's ticker, a carousel's other slides): not
    // on screen, so not covered.
    const clipped = (el: Element, box: DOMRect) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const outer = a.getBoundingClientRect();
        if (
          box.top < outer.top ||
          box.bottom > outer.bottom ||
          box.left < outer.left ||
          box.right > outer.right
        )
          return true;
      }
      return false;
    };
    const found = new Set<string>();
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const last = document.documentElement.scrollHeight - innerHeight;
    for (let y = 0; ; y = Math.min(y + innerHeight / 2, last)) {
      scrollTo(0, y);
      await frame();
      await frame();
      const { top, bottom } = band();
      for (const el of document.querySelectorAll(selector)) {
        const box = el.getBoundingClientRect();
        if (box.width < 1 || box.height < 1 || getComputedStyle(el).visibility === 'hidden') continue;
        if (box.top < top || box.bottom > bottom || box.left < 0 || box.right > innerWidth) continue;
        if (clipped(el, box)) continue;
        const midY = box.top + box.height / 2;
        for (const x of [box.left + box.width / 2, box.left + box.width / 4, box.right - box.width / 4]) {
          const hit = document.elementFromPoint(x, midY);
          if (hit && !el.contains(hit) && !hit.contains(el)) {
            found.add(`${name(el)} under ${name(hit)}`);
            break;
          }
        }
      }
      if (y >= last) break;
    }
    scrollTo(0, 0);
    await frame();
    return [...found];
  });
}

/** What changes from run to run is hidden by screens.css. */
const HIDE_DYNAMIC = fileURLToPath(new URL('screens.css', import.meta.url));

/** `fullPage` for a page without fixed parts over its content or lazily loaded images (register). */
async function expectScreen(page: Page, name: string, fullPage = false) {
  await settle(page);
  await expect(page).toHaveScreenshot(name, {
    animations: 'disabled',
    caret: 'hide',
    stylePath: HIDE_DYNAMIC,
    fullPage,
    // Per-pixel colour tolerance well under the default 0.2, which let a changed placeholder (light grey on white)
    // pass unseen.
    threshold: 0.05,
  });
}

for (const size of SIZES) {
  test.describe(`screens at ${size.width}×${size.height}`, () => {
    test.use({ viewport: size });

    for (const language of ['TY', 'EN'] as const) {
      test(`home (${language})`, async ({ page, request }) => {
        await openInLanguage(page, request, language);
        await page.goto('/m/home');
        // The floating service tab comes once the page is idle: the screen is complete with it.
        await expect(page.getByTestId('service-toggle')).toBeVisible();
        await expect(page.getByTestId('home-jackpot')).toBeVisible();
        await expect(page.getByTestId('home-hot-open')).toBeVisible();
        await expect(page.getByTestId('winner-board')).toBeVisible();
        await expect(page.getByTestId('announcement-popup')).toHaveCount(0);
        expect.soft(await coveredControls(page)).toEqual([]);
        await expectScreen(page, `home-${language}-${size.width}.png`);
      });
    }

    test('register (TY)', async ({ page, request }) => {
      await openInLanguage(page, request, 'TY');
      await page.goto('/m/register');
      await expect(page.getByTestId('register-form')).toBeVisible();
      await expect(page.locator('.field__dialing select')).toHaveValue('63');
      await expect(page.locator('.captcha img')).toBeVisible();
      expect.soft(await coveredControls(page)).toEqual([]);
      await expectScreen(page, `register-TY-${size.width}.png`, true);
    });

    test('agent home (TY)', async ({ page, request }) => {
      await openInLanguage(page, request, 'TY');
      await page.goto('/m/login');
      await page.locator('#login-username-input').fill(DEMO.agent);
      await page.locator('#login-password-input').fill(DEMO.password);
      await page.getByTestId('login-submit').click();
      await expect(page).toHaveURL(/\/m\/home$/);
      await page.goto('/m/agent');
      // agent01's two contract offers (demo seed) are asked about once each in a new browser: declined here.
      const cancel = page.getByRole('button', { name: memberTexts.agent.contracts.cancel });
      await cancel.click();
      await cancel.click();
      await expect(cancel).toHaveCount(0);
      await expect(page.getByTestId('agent-balance')).toHaveText(/₱/);
      await expect(page.getByTestId('kpi-teamOnlineCount')).not.toHaveText('–');
      expect.soft(await coveredControls(page)).toEqual([]);
      await expectScreen(page, `agent-TY-${size.width}.png`);
    });
  });
}
