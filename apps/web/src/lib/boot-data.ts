import { BOOT_DATA_ELEMENT_ID, bootData, type BootData } from '@h5/contract/boot-data.ts';
import { safeParse } from 'zod/mini';

/**
 * The first screen's data that the platform server embedded in the page (issue 11): read once at start-up, and
 * removed from the document so a later read cannot use it stale. Undefined when there is none (a page from the
 * service worker's cache, another API server) or it does not match the contract: the app then asks as before.
 */
export function takeBootData(doc: Document = document): BootData | undefined {
  const element = doc.getElementById(BOOT_DATA_ELEMENT_ID);
  if (!element) return undefined;
  element.remove();
  try {
    const parsed = safeParse(bootData, JSON.parse(element.textContent || 'null'));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
