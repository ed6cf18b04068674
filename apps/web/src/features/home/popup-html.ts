import DOMPurify from 'dompurify';
import { followLink } from '../../lib/routes/link-target.ts';

/**
 * Popup HTML (lobby spec §2.10) is the operator's: it is sanitised before it reaches the page. DOMPurify drops
 * scripts, event handlers and `javascript:` URLs; we also drop what could restyle or escape the card (styles,
 * frames, forms) and keep plain formatting, images and links.
 */
export function sanitizePopupHtml(html: string): string {
  // A browser too old for DOMPurify gets the text only, escaped: never the operator's markup unchecked.
  if (!DOMPurify.isSupported)
    return escapeText(new DOMParser().parseFromString(html, 'text/html').body.textContent);
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [
      'style',
      'iframe',
      'frame',
      'object',
      'embed',
      'form',
      'input',
      'button',
      'select',
      'textarea',
    ],
    FORBID_ATTR: ['style', 'target'],
  });
}

/**
 * A click inside popup content: a link is followed by the app's rule (`http…` in a new window without access to
 * ours, else an in-app navigation) instead of the browser's. Returns whether a link was followed.
 */
export function interceptPopupLink(
  event: { target: EventTarget | null; preventDefault: () => void },
  navigate: (path: string) => void,
): boolean {
  const anchor = event.target instanceof Element ? event.target.closest('a') : null;
  const href = anchor?.getAttribute('href');
  if (!anchor || !href || href.startsWith('#')) return false;
  event.preventDefault();
  followLink(href, navigate);
  return true;
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
