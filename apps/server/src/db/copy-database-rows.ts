import type SQLite from 'better-sqlite3';
import type pg from 'pg';
import { ident, selfReferences, type SourceTable } from './copy-database-schema.ts';

// The rows of one table, from SQLite into PostgreSQL, for copy-database.ts (inside its transaction).

/** Called after each batch is written, inside the transaction. */
export type AfterBatch = (table: string, rowsSoFar: number) => void | Promise<void>;

/** PostgreSQL's most parameters in one statement. */
const MAX_PARAMETERS = 65_535;
const INTEGER_TYPES: ReadonlySet<string> = new Set(['bigint', 'integer', 'smallint']);

/**
 * The rows of `select` (arrays), `size` at a time. The source statement stays open meanwhile: nothing else may
 * read the source until it is done (better-sqlite3 allows one open statement per connection while iterating).
 */
async function inBatches(
  select: SQLite.Statement,
  size: number,
  write: (rows: unknown[][], soFar: number) => Promise<void>,
): Promise<number> {
  let batch: unknown[][] = [];
  let count = 0;
  for (const row of select.iterate() as IterableIterator<unknown[]>) {
    batch.push(row);
    count += 1;
    if (batch.length === size) {
      await write(batch, count);
      batch = [];
    }
  }
  if (batch.length > 0) await write(batch, count);
  return count;
}

/** `select` as arrays, integers as bigint: a 64-bit SQLite integer beyond 2^53 must arrive whole, not rounded. */
const rowsOf = (source: SQLite.Database, query: string) => source.prepare(query).raw(true).safeIntegers(true);

/**
 * Copies a table's rows, `batchSize` per INSERT (fewer when its columns would pass PostgreSQL's parameter limit),
 * its keys to itself left null (`fillSelfReferences` sets them). Answers the number of rows.
 */
export async function copyTable(
  source: SQLite.Database,
  client: pg.ClientBase,
  table: SourceTable,
  types: ReadonlyMap<string, string>,
  batchSize: number,
  afterBatch?: AfterBatch,
): Promise<number> {
  const columns = table.columns.map((c) => c.name);
  const later = new Set(selfReferences(table));
  const size = Math.max(1, Math.min(batchSize, Math.floor(MAX_PARAMETERS / columns.length)));
  const into = `insert into ${ident(table.name)} (${columns.map(ident).join(', ')}) values `;
  const select = rowsOf(source, `select ${columns.map(ident).join(', ')} from ${ident(table.name)}`);
  return inBatches(select, size, async (rows, soFar) => {
    const values: unknown[] = [];
    const tuples = rows.map((row, r) => {
      const params = row.map((value, i) => {
        const column = columns[i] ?? '';
        const where = () => `${table.name}.${column} (row ${soFar - rows.length + r + 1})`;
        return `$${values.push(later.has(column) ? null : toPostgres(value, types.get(column) ?? '', where))}`;
      });
      return `(${params.join(', ')})`;
    });
    await client.query(into + tuples.join(', '), values);
    await afterBatch?.(table.name, soFar);
  });
}

/**
 * A SQLite value as the PostgreSQL column takes it. The migrations write SQLite's types: `integer` is `bigint` on
 * PostgreSQL (postgres-column-types.ts); a 0/1 flag bound for a `boolean` column and a blob for `bytea` are
 * converted too, so a later migration using them copies. What PostgreSQL cannot store is said, with where it is.
 */
function toPostgres(value: unknown, type: string, where: () => string): unknown {
  if (value === null) return null;
  if (typeof value === 'bigint') {
    if (type !== 'boolean') return value.toString();
    if (value === 0n || value === 1n) return value === 1n;
    throw new Error(`${where()} holds ${value}, not 0 or 1, for a boolean column`);
  }
  if (typeof value === 'string' && value.includes('\0')) {
    throw new Error(`${where()} holds a NUL character, which PostgreSQL text cannot store`);
  }
  if (Buffer.isBuffer(value) && type !== 'bytea') {
    throw new Error(`${where()} holds a blob, but the column is ${type} on PostgreSQL`);
  }
  if (typeof value === 'number' && INTEGER_TYPES.has(type) && !Number.isInteger(value)) {
    throw new Error(`${where()} holds ${value}, not a whole number, for a ${type} column`);
  }
  return value;
}

/** Sets the keys to itself that `copyTable` left null, now that every row they may point at is in. */
export async function fillSelfReferences(
  source: SQLite.Database,
  client: pg.ClientBase,
  table: SourceTable,
  types: ReadonlyMap<string, string>,
  batchSize: number,
): Promise<void> {
  const keys = table.columns
    .filter((c) => c.primaryKey > 0)
    .sort((a, b) => a.primaryKey - b.primaryKey)
    .map((c) => c.name);
  for (const column of selfReferences(table)) {
    if (keys.length === 0) throw new Error(`${table.name} refers to itself but has no primary key`);
    const names = [...keys, column];
    // A VALUES list's parameters have no type of their own: each is cast to its column's.
    const casts = names.map((name) => `::${types.get(name) ?? 'text'}`);
    const match = keys.map((key, i) => `t.${ident(key)} = v.v${i}`).join(' and ');
    const update = `update ${ident(table.name)} as t set ${ident(column)} = v.v${keys.length} from (values `;
    const alias = `) as v(${names.map((_, i) => `v${i}`).join(', ')}) where ${match}`;
    const select = rowsOf(
      source,
      `select ${names.map(ident).join(', ')} from ${ident(table.name)} where ${ident(column)} is not null`,
    );
    await inBatches(select, batchSize, async (rows) => {
      const values: unknown[] = [];
      const tuples = rows.map((row) => {
        const params = row.map((value, i) => {
          const converted = toPostgres(value, '', () => `${table.name}.${names[i] ?? ''}`);
          return `$${values.push(converted)}${casts[i] ?? ''}`;
        });
        return `(${params.join(', ')})`;
      });
      await client.query(update + tuples.join(', ') + alias, values);
    });
  }
}
