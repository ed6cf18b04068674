import type { i18n as I18n } from 'i18next';
import './update-prompt.css';

/**
 * "A new version is available — refresh" (docs/decisions.md "PWA"). The user chooses when, so a half-filled form is
 * never lost to a reload; "later" hides it for this page view, and the waiting version then starts when every tab
 * of the app has been closed.
 *
 * Plain DOM in a node of its own at the end of <body>: it is loaded only when an update exists, stays out of the
 * app's tree, and imports nothing the home route's chunks hold (a React component here re-split them and cost the
 * home route half a kilobyte). The texts come from the app's i18next instance and follow a language switch.
 * Returns a function that removes the prompt.
 */
export function showUpdatePrompt(i18n: I18n, onRefresh: () => void): () => void {
  const prompt = document.createElement('div');
  prompt.className = 'update-prompt';
  prompt.setAttribute('role', 'status');
  prompt.dataset.testid = 'update-prompt';
  const text = document.createElement('p');
  text.className = 'update-prompt__text';
  const actions = document.createElement('div');
  actions.className = 'update-prompt__actions';
  const later = document.createElement('button');
  later.type = 'button';
  later.className = 'update-prompt__later';
  const refresh = document.createElement('button');
  refresh.type = 'button';
  refresh.className = 'button button--primary update-prompt__refresh';
  actions.append(later, refresh);
  prompt.append(text, actions);

  const renderTexts = () => {
    text.textContent = i18n.t('pwa.updateAvailable');
    later.textContent = i18n.t('pwa.later');
    refresh.textContent = i18n.t('pwa.refresh');
  };
  renderTexts();
  i18n.on('languageChanged', renderTexts);

  const close = () => {
    i18n.off('languageChanged', renderTexts);
    prompt.remove();
  };
  later.addEventListener('click', close);
  refresh.addEventListener('click', () => {
    if (refresh.disabled) return;
    refresh.disabled = true;
    refresh.setAttribute('aria-busy', 'true');
    refresh.dataset.busy = 'true';
    onRefresh();
  });
  document.body.append(prompt);
  return close;
}
