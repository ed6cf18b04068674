// Draws the PNG icons of the web app manifest and the apple-touch-icon from public/logo.svg, once, with the
// Chromium the end-to-end tests already use (no image library to install). Run it again after changing the logo:
//   npx node apps/web/scripts/generate-icons.mjs
// The PNGs are committed: the build copies public/ as it is.
import { chromium } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findChromium, root } from '../../../scripts/lib/ensure.mjs';
import { chromiumArgs } from '../../../scripts/lib/server.mjs';

const publicDir = join(root, 'apps/web/public');
const logo = readFileSync(join(publicDir, 'logo.svg'));
const logoUrl = `data:image/svg+xml;base64,${logo.toString('base64')}`;
/** The logo's own square colour, so a full-bleed icon has no visible edge where the logo's rounded corners end. */
const BRAND = '#0b1f3a';

/**
 * `bleed`: paint the whole square in the brand colour (maskable icons are cut to any shape by the launcher, and iOS
 * paints transparent pixels of an apple-touch-icon black). The logo's ring and letter stay within 36% of the size
 * from the centre, inside the 40% safe zone of a maskable icon, so the logo is drawn at full size in every variant.
 */
const ICONS = [
  { file: 'icon-192.png', size: 192, bleed: false },
  { file: 'icon-512.png', size: 512, bleed: false },
  { file: 'icon-maskable-512.png', size: 512, bleed: true },
  { file: 'apple-touch-icon.png', size: 180, bleed: true },
];

const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs() });
try {
  for (const { file, size, bleed } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    await page.setContent(
      `<html><body style="margin:0;background:${bleed ? BRAND : 'transparent'}">` +
        `<img src="${logoUrl}" width="${size}" height="${size}" style="display:block"></body></html>`,
    );
    await page.locator('img').evaluate((img) => img.decode());
    const png = await page.screenshot({ omitBackground: !bleed, type: 'png' });
    writeFileSync(join(publicDir, 'icons', file), png);
    await page.close();
    console.log(`wrote public/icons/${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
