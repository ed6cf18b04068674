import type { Language } from '@h5/contract/languages.ts';
import { PAY_PAGE_TEXTS, type PayPageTexts } from '../../i18n/payment-texts.ts';
import type { DepositRow } from '../../domain/payments/deposit-repository.ts';
import { SIMULATED_PAY_PATH } from '../../domain/payments/providers/simulated-gateway.ts';

/*
 * The simulated gateway's hosted page: what a player sees at a real gateway, reduced to the facts and two buttons.
 * Server-rendered HTML without script (the site's CSP allows none inline), every value escaped; the buttons are
 * plain forms posting back to the simulator, which notifies our callback and sends the player back to the app.
 */

const escapeHtml = (text: string): string =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

const fill = (template: string, params: Readonly<Record<string, string>>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);

const htmlLang = (language: Language) => (language === 'EN' ? 'en' : 'fil');

/** Where the simulator sends the player back to: the deposit page, which looks the deposit up. */
export const returnUrl = (reference: string): string =>
  `/m/voucherCenter?deposit=${encodeURIComponent(reference)}`;

const STYLE = `*{box-sizing:border-box}body{margin:0;font:16px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#eef1f6;color:#1c2230}
main{max-width:420px;margin:0 auto;padding:16px}.card{background:#fff;border-radius:12px;padding:16px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 4px}.notice{font-size:13px;color:#7a5a00;background:#fff6d6;border-radius:8px;padding:8px 10px;margin:8px 0 16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 12px;margin:0 0 16px}dt{color:#5b6475}dd{margin:0;text-align:right;font-weight:600;overflow-wrap:anywhere}
.total{font-size:18px}.due{font-size:13px;color:#5b6475;margin:0 0 16px}.state{font-weight:600;margin:0 0 16px}
form{margin:0 0 10px}button,.button{display:block;width:100%;min-height:48px;border:0;border-radius:24px;font-size:17px;font-weight:600;text-align:center;text-decoration:none;line-height:48px;cursor:pointer}
.pay{background:#1677ff;color:#fff}.cancel{background:#e8ebf1;color:#1c2230}.lang{display:block;text-align:center;margin-top:12px;color:#1677ff}`;

function page(language: Language, title: string, body: string): string {
  return `<!doctype html>
<html lang="${htmlLang(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="referrer" content="no-referrer">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

export interface PayPageView {
  readonly deposit: DepositRow;
  readonly merchantName: string;
  readonly currencySymbol: string;
  readonly timeZone: string;
  readonly language: Language;
  readonly now: number;
}

function money(cents: number, symbol: string, language: Language): string {
  const number = new Intl.NumberFormat(language === 'EN' ? 'en-PH' : 'fil-PH', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
  return `${symbol}${number}`;
}

function actions(t: PayPageTexts, view: PayPageView, total: string): string {
  const { deposit, language, now } = view;
  const base = `${SIMULATED_PAY_PATH}/${encodeURIComponent(deposit.reference)}`;
  const back = `<a class="button cancel" href="${escapeHtml(returnUrl(deposit.reference))}">${escapeHtml(t.back)}</a>`;
  if (deposit.status === 'success') return `<p class="state">${escapeHtml(t.paid)}</p>${back}`;
  if (deposit.status !== 'pending') return `<p class="state">${escapeHtml(t.closed)}</p>${back}`;
  if (deposit.expires_at !== null && now > deposit.expires_at) {
    return `<p class="state">${escapeHtml(t.expired)}</p>${back}`;
  }
  const lang = `?lang=${language}`;
  return `<form method="post" action="${escapeHtml(`${base}/pay${lang}`)}"><button class="pay" type="submit">${escapeHtml(fill(t.pay, { total }))}</button></form>
<form method="post" action="${escapeHtml(`${base}/cancel${lang}`)}"><button class="cancel" type="submit">${escapeHtml(t.cancel)}</button></form>`;
}

/** The pay page of a deposit in the language asked for. */
export function payPage(view: PayPageView): string {
  const { deposit, language } = view;
  const t = PAY_PAGE_TEXTS[language];
  const amount = (cents: number) => money(cents, view.currencySymbol, language);
  const total = amount(deposit.amount_cents + deposit.fee_cents);
  const due =
    deposit.status === 'pending' && deposit.expires_at !== null
      ? `<p class="due">${escapeHtml(
          fill(t.payBefore, {
            time: new Intl.DateTimeFormat(language === 'EN' ? 'en-PH' : 'fil-PH', {
              timeZone: view.timeZone,
              dateStyle: 'medium',
              timeStyle: 'short',
            }).format(deposit.expires_at),
          }),
        )}</p>`
      : '';
  const rows: [string, string, string?][] = [
    [t.merchant, view.merchantName],
    [t.channel, deposit.channel_name],
    [t.reference, deposit.reference],
    [t.amount, amount(deposit.amount_cents)],
    [t.fee, amount(deposit.fee_cents)],
    [t.total, total, 'total'],
  ];
  const other: Language = language === 'EN' ? 'TY' : 'EN';
  return page(
    language,
    t.title,
    `<div class="card">
<h1>${escapeHtml(t.title)}</h1>
<p class="notice">${escapeHtml(t.notice)}</p>
<dl>${rows
      .map(
        ([label, value, css]) =>
          `<dt${css === undefined ? '' : ` class="${css}"`}>${escapeHtml(label)}</dt><dd${css === undefined ? '' : ` class="${css}"`}>${escapeHtml(value)}</dd>`,
      )
      .join('')}</dl>
${due}${actions(t, view, total)}
<a class="lang" href="${escapeHtml(`${SIMULATED_PAY_PATH}/${encodeURIComponent(deposit.reference)}?lang=${other}`)}">${escapeHtml(t.otherLanguage)}</a>
</div>`,
  );
}

/** The page for a reference the simulator does not know. */
export function notFoundPage(language: Language): string {
  const t = PAY_PAGE_TEXTS[language];
  return page(
    language,
    t.notFoundTitle,
    `<div class="card"><h1>${escapeHtml(t.notFoundTitle)}</h1><p>${escapeHtml(t.notFoundText)}</p>
<a class="button cancel" href="/m/voucherCenter">${escapeHtml(t.back)}</a></div>`,
  );
}
