import { sql, type ExpressionBuilder } from 'kysely';
import { likeEscape } from '../../db/like.ts';
import type { DatabaseSchema } from '../../db/schema.ts';

// The game list's search by name (a part of the catalogue's queries, catalogue-repository.ts), in a file of its own
// because its SQL differs most between the engines: SQLite has an FTS5 trigram table kept by triggers, PostgreSQL a
// pg_trgm index of the names (migration 0006).

/** Shortest search term the trigram index can serve; shorter ones scan the names. */
const TRIGRAM = 3;

/** `%` and `_` of a LIKE pattern taken literally. */

/**
 * Games whose EN or TY name contains `term`, any case. Control characters are dropped first: no name holds one,
 * and FTS5 refuses a NUL inside a query string (an SQLite error, not "no match"), PostgreSQL a NUL in any text.
 * PostgreSQL: `ilike` on both names, which the trigram index `games_search` (pg_trgm) serves from 3 characters on.
 * SQLite: the FTS5 trigram table from 3 characters on, LIKE below that.
 */
export function nameMatches(rawTerm: string, postgres: boolean) {
  const term = rawTerm.replace(/\p{Cc}/gu, '');
  return (eb: ExpressionBuilder<DatabaseSchema, 'games'>) => {
    if (postgres) {
      // `\` is PostgreSQL's LIKE escape character unless told otherwise.
      const pattern = `%${likeEscape(term)}%`;
      return eb.or([
        eb('games.name_en', 'ilike', pattern),
        eb(sql`coalesce(games.name_ty, '')`, 'ilike', pattern),
      ]);
    }
    if (Array.from(new Intl.Segmenter().segment(term)).length >= TRIGRAM) {
      // A quoted FTS5 string: the trigram tokenizer matches it as a substring of either column.
      const phrase = `"${term.replace(/"/g, '""')}"`;
      return eb(
        'games.id',
        'in',
        eb
          .selectFrom('games_search')
          .select('games_search.rowid')
          .where(sql<boolean>`games_search match ${phrase}`),
      );
    }
    const pattern = `%${likeEscape(term)}%`;
    return eb.or([
      eb(sql`games.name_en`, 'like', sql`${pattern} escape '\\'`),
      eb(sql`coalesce(games.name_ty, '')`, 'like', sql`${pattern} escape '\\'`),
    ]);
  };
}
