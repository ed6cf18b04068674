import { sql, type RawBuilder } from 'kysely';

/**
 * Text for a `like` pattern, matched literally: `\`, `%` and `_` (allowed in accounts and game names) escaped with
 * `\`. The query must name that escape character (`escape '\'`): SQLite has none by default, PostgreSQL's is `\`.
 */
export const likeEscape = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `<column> like '<prefix>%' escape '\'`: the column starts with `prefix`, matched literally. */
export const startsWith = (column: string, prefix: string): RawBuilder<boolean> =>
  sql<boolean>`${sql.ref(column)} like ${`${likeEscape(prefix)}%`} escape '\\'`;
