import type { HelpItem } from '@h5/contract/endpoints/system.ts';
import type { Language } from '@h5/contract/languages.ts';
import type { ContentRepository } from './content-repository.ts';

/**
 * The merchant's help articles in a language, in their order, children under their parent. A child whose
 * parent is switched off is not answered.
 */
export async function helpCenter(
  content: Pick<ContentRepository, 'helpArticles'>,
  merchantCode: string,
  language: Language,
): Promise<HelpItem[]> {
  const rows = await content.helpArticles(merchantCode, language);
  const items = new Map<number, HelpItem>();
  for (const row of rows) {
    items.set(row.id, {
      title: row.title,
      content: row.content,
      bgColor: row.bg_color,
      lang: row.language,
      display: true,
      tag: row.tag,
      children: [],
    });
  }
  const top: HelpItem[] = [];
  for (const row of rows) {
    const item = items.get(row.id);
    if (item === undefined) continue;
    if (row.parent_id === null) top.push(item);
    else items.get(row.parent_id)?.children.push(item);
  }
  return top;
}
