/**
 * The app's door to antd-mobile: import its components from here, never from 'antd-mobile' directly.
 *
 * Importing this module (a) installs a React 19 renderer for the imperative APIs (Toast.show, Dialog.alert …
 * render with ReactDOM.render, which React 19 removed: without `unstableSetRender` they silently do nothing,
 * stack-notes.md) and (b) keeps antd-mobile's texts in the interface language (its default is Chinese and it has
 * no Filipino locale: English with the shared buttons from our dictionaries). Doing this here rather than at
 * start-up keeps antd-mobile off the home route until a page needs it (home-route size budget).
 * Named re-exports only, so tree shaking keeps just what the app uses.
 */
import { setDefaultConfig, unstableSetRender } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import i18next from 'i18next';
import { createRoot, type Root } from 'react-dom/client';

const roots = new WeakMap<Element | DocumentFragment, Root>();

// eslint-disable-next-line @typescript-eslint/no-deprecated -- antd-mobile's documented React 19 hook (stack-notes.md), deprecated only for its next major
unstableSetRender((node, container) => {
  let root = roots.get(container);
  if (!root) {
    root = createRoot(container);
    roots.set(container, root);
  }
  root.render(node);
  const mounted = root;
  return async () => {
    // antd-mobile's React 19 guide waits a tick: unmounting inside React's own render would warn.
    await new Promise((resolve) => setTimeout(resolve, 0));
    mounted.unmount();
    roots.delete(container);
  };
});

function applyLocale(): void {
  const t = i18next.t.bind(i18next);
  setDefaultConfig({
    locale: {
      ...enUS,
      locale: i18next.language === 'fil' ? 'fil-PH' : 'en-US',
      common: {
        confirm: t('common.in_increase_submit'),
        cancel: t('common.in_more_cancel'),
        loading: t('common.loading'),
        close: t('common.close'),
      },
      Dialog: { ok: t('common.in_increase_submit') },
    },
  });
}

applyLocale();
i18next.on('languageChanged', applyLocale);

export { Button, Checkbox, Dialog, Input, List, Popup, SpinLoading, Swiper, Toast } from 'antd-mobile';
export type { InputRef, SwiperRef } from 'antd-mobile';
