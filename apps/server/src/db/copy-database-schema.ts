import type SQLite from 'better-sqlite3';
import pg from 'pg';

// What `copy-database.ts` learns of both databases' schemas: read from the databases themselves (the same
// migrations made both), never from a list kept by hand, so a table added by a later migration is copied too.

/** Kysely's migration bookkeeping: the target has its own from being migrated, so these are never copied. */
export const BOOKKEEPING_TABLES: ReadonlySet<string> = new Set(['kysely_migration', 'kysely_migration_lock']);

/** Quotes a table or column name; SQLite and PostgreSQL quote identifiers alike. */
export const ident = (name: string): string => pg.escapeIdentifier(name);

export interface SourceColumn {
  readonly name: string;
  readonly notNull: boolean;
  /** Position in the primary key, from 1; 0 = not part of it. */
  readonly primaryKey: number;
}

export interface SourceTable {
  readonly name: string;
  readonly columns: readonly SourceColumn[];
  /** Foreign keys: this table's column and the table it points at. */
  readonly references: readonly { readonly column: string; readonly table: string }[];
}

interface TableListRow {
  schema: string;
  name: string;
  type: string;
}

interface TableInfoRow {
  name: string;
  notnull: number;
  pk: number;
}

interface ForeignKeyRow {
  table: string;
  from: string;
}

/**
 * The source's tables holding data. `pragma table_list` tells an ordinary table from an FTS5 one ('virtual') and
 * its internals ('shadow'): SQLite's game-name search index is not data, PostgreSQL has its own (migration 0006).
 */
export function readSourceTables(source: SQLite.Database): SourceTable[] {
  const tables = source.pragma('table_list') as TableListRow[];
  return tables
    .filter(
      (t) =>
        t.schema === 'main' &&
        t.type === 'table' &&
        !t.name.startsWith('sqlite_') &&
        !BOOKKEEPING_TABLES.has(t.name),
    )
    .map(({ name }) => {
      const info = source.pragma(`table_info(${ident(name)})`) as TableInfoRow[];
      const keys = source.pragma(`foreign_key_list(${ident(name)})`) as ForeignKeyRow[];
      return {
        name,
        // SQLite lets a primary key column other than an integer one hold null; PostgreSQL never does.
        columns: info.map((c) => ({ name: c.name, notNull: c.notnull === 1 || c.pk > 0, primaryKey: c.pk })),
        references: keys.map((k) => ({ column: k.from, table: k.table })),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The tables with every table a foreign key points at before the tables pointing at it. The migrations' foreign
 * keys are NOT DEFERRABLE (Kysely's default), so `set constraints all deferred` would not reach them on PostgreSQL:
 * each row's parent must be there when it is inserted. A table's keys to itself are the caller's to fill in after
 * its rows; a cycle between tables (none so far) is refused rather than guessed at.
 */
export function parentsFirst(tables: readonly SourceTable[]): SourceTable[] {
  const pending = new Map(tables.map((t) => [t.name, t]));
  const ordered: SourceTable[] = [];
  while (pending.size > 0) {
    const ready = [...pending.values()].filter((t) =>
      t.references.every((r) => r.table === t.name || !pending.has(r.table)),
    );
    if (ready.length === 0) {
      throw new Error(
        `the foreign keys of ${[...pending.keys()].join(', ')} form a cycle: no order of the tables copies them`,
      );
    }
    for (const table of ready) {
      ordered.push(table);
      pending.delete(table.name);
    }
  }
  return ordered;
}

/**
 * The columns a table's rows are first inserted without, then set once all its rows are in: the nullable keys to
 * the table itself (a member's upline, a help article's parent), whose parent row may come later in the table.
 */
export function selfReferences(table: SourceTable): string[] {
  const nullable = new Set(table.columns.filter((c) => !c.notNull).map((c) => c.name));
  return table.references
    .filter((r) => r.table === table.name && nullable.has(r.column))
    .map((r) => r.column);
}

/** Each target table's columns and their PostgreSQL types (as `format_type` spells them, usable in a cast). */
export async function readTargetColumns(client: pg.ClientBase): Promise<Map<string, Map<string, string>>> {
  const { rows } = await client.query<{ table: string; column: string; type: string }>(`
    select c.relname as table, a.attname as column, format_type(a.atttypid, a.atttypmod) as type
    from pg_class c join pg_attribute a on a.attrelid = c.oid
    where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p')
      and a.attnum > 0 and not a.attisdropped
    order by c.relname, a.attnum`);
  const tables = new Map<string, Map<string, string>>();
  for (const { table, column, type } of rows) {
    if (BOOKKEEPING_TABLES.has(table)) continue;
    const columns = tables.get(table) ?? new Map<string, string>();
    columns.set(column, type);
    tables.set(table, columns);
  }
  return tables;
}

/** The target's tables (bookkeeping aside) that hold at least one row. */
export async function targetTablesWithRows(client: pg.ClientBase): Promise<string[]> {
  const tables = [...(await readTargetColumns(client)).keys()];
  if (tables.length === 0) return [];
  const { rows } = await client.query<{ table: string }>(
    tables
      .map((t) => `select ${pg.escapeLiteral(t)} as table where exists (select from ${ident(t)})`)
      .join(' union all '),
  );
  return rows.map((r) => r.table);
}

/** The target's identity (and serial) columns: their sequences must start after the copied ids. */
export async function readIdentityColumns(
  client: pg.ClientBase,
): Promise<{ table: string; column: string }[]> {
  const { rows } = await client.query<{ table: string; column: string }>(`
    select table_name as table, column_name as column from information_schema.columns
    where table_schema = current_schema() and (is_identity = 'YES' or column_default like 'nextval(%')
    order by table_name`);
  return rows.filter((r) => !BOOKKEEPING_TABLES.has(r.table));
}

/**
 * The highest id each AUTOINCREMENT table ever handed out (`sqlite_sequence`), which may exceed its largest id
 * still there: SQLite never reuses the id of a deleted row, and neither should PostgreSQL after the copy.
 */
export function readSqliteSequences(source: SQLite.Database): Map<string, bigint> {
  const exists = source
    .prepare("select 1 from sqlite_master where type = 'table' and name = 'sqlite_sequence'")
    .get();
  if (exists === undefined) return new Map();
  const rows = source.prepare('select name, seq from sqlite_sequence').safeIntegers(true).all() as {
    name: string;
    seq: bigint;
  }[];
  return new Map(rows.map((r) => [r.name, r.seq]));
}

/** Differences between the source's tables and columns and the target's, as sentences; none = the same. */
export function schemaDifferences(
  source: readonly SourceTable[],
  target: ReadonlyMap<string, ReadonlyMap<string, string>>,
): string[] {
  const differences: string[] = [];
  const sourceNames = new Set(source.map((t) => t.name));
  const onlyTarget = [...target.keys()].filter((name) => !sourceNames.has(name));
  if (onlyTarget.length > 0) differences.push(`tables only in the target: ${onlyTarget.join(', ')}`);
  for (const table of source) {
    const columns = target.get(table.name);
    if (columns === undefined) {
      differences.push(`table ${table.name} is missing in the target`);
      continue;
    }
    const names = new Set(table.columns.map((c) => c.name));
    const missing = table.columns.filter((c) => !columns.has(c.name)).map((c) => c.name);
    const extra = [...columns.keys()].filter((c) => !names.has(c));
    if (missing.length > 0)
      differences.push(`${table.name}: columns missing in the target: ${missing.join(', ')}`);
    if (extra.length > 0) differences.push(`${table.name}: columns only in the target: ${extra.join(', ')}`);
  }
  return differences;
}
