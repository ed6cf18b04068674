import type { Page } from '@playwright/test';
import { BOOT_DATA_ELEMENT_ID } from '@h5/contract/boot-data.ts';

const BOOT_BLOCK = new RegExp(
  `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">[\\s\\S]*?</script>`,
);

/**
 * Serves the app's pages without the data the server embeds for the first screen (the configuration and home
 * feed), as the service worker's copy or another API server serves them: the app then asks the API, which is what
 * a scenario that changes or breaks the API's answers needs to see.
 */
export async function withoutBootData(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname.startsWith('/m/') && !url.pathname.slice(3).includes('.'),
    async (route) => {
      if (route.request().resourceType() !== 'document') {
        await route.fallback();
        return;
      }
      const response = await route.fetch();
      const body = (await response.text()).replace(BOOT_BLOCK, '');
      await route.fulfill({ response, body });
    },
  );
}
