/**
 * The text of announcement HTML, for showing it as plain text while no HTML sanitiser is installed (lobby spec
 * §2.10 asks for sanitised HTML). DOMParser documents are inert: no script runs and nothing is fetched. Line
 * breaks and block ends become new lines (shown with `white-space: pre-line`).
 */
const BLOCKS = 'p, div, li, h1, h2, h3, h4, h5, h6, tr, blockquote';

export function htmlToText(html: string): string {
  if (!/[<&]/.test(html)) return html.trim();
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const br of Array.from(doc.body.querySelectorAll('br'))) br.replaceWith('\n');
  for (const block of Array.from(doc.body.querySelectorAll(BLOCKS))) block.append('\n');
  for (const hidden of Array.from(doc.body.querySelectorAll('script, style, template'))) hidden.remove();
  return doc.body.textContent
    .replace(/[ \t\u00a0]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
