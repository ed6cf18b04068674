import type { WinnerRow } from '@h5/contract/endpoints/game-winners.ts';
import { imageUrl } from '../merchants/merchant-config.ts';
import type { ContentRepository } from './content-repository.ts';

/** Winner-board default and maximum length (platform-api §4.5). */
export const RANK_LIST_DEFAULT = 20;

/**
 * A winner's name as shown to everyone: first and last character kept, the rest as asterisks (at least two,
 * so the length of a short name is not told), e.g. `player01` → `p******1`, `ab` → `a**b`.
 */
export function maskName(name: string): string {
  const chars = Array.from(new Intl.Segmenter().segment(name), (part) => part.segment);
  if (chars.length === 0) return '***';
  if (chars.length === 1) return `${chars[0] ?? ''}**`;
  return `${chars[0] ?? ''}${'*'.repeat(Math.max(2, chars.length - 2))}${chars[chars.length - 1] ?? ''}`;
}

export async function rankList(
  content: Pick<ContentRepository, 'winners'>,
  merchant: { code: string; imageCDNs: readonly string[] },
  query: { gameCategory?: string | undefined; limitNum?: string | undefined },
): Promise<{ list: WinnerRow[] }> {
  const category = (query.gameCategory ?? 'ALL').toUpperCase();
  const limit = query.limitNum === undefined ? RANK_LIST_DEFAULT : Number(query.limitNum);
  const rows = await content.winners(merchant.code, category !== 'ALL' ? category : null, limit);
  return {
    list: rows.map((row) => ({
      vo: {
        customerName: maskName(row.customer_name),
        winAmount: row.win_amount_cents / 100,
        gameName: row.game_name,
        nodeId: row.node_id,
        gameType: row.game_type,
        vendor: row.vendor,
        iconUrl: imageUrl(merchant.imageCDNs, row.icon_path),
      },
    })),
  };
}
