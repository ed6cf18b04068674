// `npm run db:copy -w apps/server -- --from <sqlite file> --to <postgres url>` (or `npm run db:copy -- …` at the
// root): moves a one-machine install to PostgreSQL by copying its SQLite database into an empty PostgreSQL one
// (copy-database.ts). Exit 0 when copied, 1 when refused or failed (then the target holds no rows).
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { feedbackDir } from '../domain/content/feedback.ts';
import { copyDatabase, type CopySummary } from './copy-database.ts';

const USAGE =
  'usage: npm run db:copy -- --from <sqlite file> --to postgres://user:password@host:5432/database\n' +
  "Copies a stopped server's SQLite database into an empty PostgreSQL database (migrated first).\n";

/** The URL without its password, for printing. */
function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password !== '') parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(not a URL)';
  }
}

function report(from: string, to: string, summary: CopySummary): string {
  const width = Math.max(...summary.tables.map((t) => t.table.length), 'total'.length);
  const digits = summary.rows.toLocaleString('en').length;
  const line = (name: string, rows: number) =>
    `  ${name.padEnd(width)}  ${rows.toLocaleString('en').padStart(digits)}\n`;
  const lines = [`Copied ${from}\n    to ${withoutPassword(to)}\n`];
  const tables = [...summary.tables].sort((a, b) => a.table.localeCompare(b.table));
  for (const { table, rows } of tables) lines.push(line(table, rows));
  lines.push(line('total', summary.rows));
  const sums = summary.moneySums
    .map((s) => `${s.table}.${s.column} ${s.sum.toLocaleString('en')}`)
    .join(', ');
  lines.push(`Row counts and money sums checked equal before the commit (${sums}).\n`);
  lines.push(`Identity sequences moved past the copied ids: ${summary.sequencesReset}.\n`);
  // A server since migration 0011 moves feedback image files into their rows at start; files still there were not
  // moved (missing or altered ones are reported in that server's log) and are not part of the copy.
  const images = feedbackDir(from);
  if (existsSync(images) && readdirSync(images).length > 0) {
    lines.push(
      `Feedback image files remain in ${images}; they are not in the copy (see the server's start log for why).\n`,
    );
  }
  lines.push(`Done in ${(summary.durationMs / 1000).toFixed(1)} s.\n`);
  return lines.join('');
}

try {
  const { values } = parseArgs({
    options: { from: { type: 'string' }, to: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help === true) {
    process.stdout.write(USAGE);
  } else if (values.from === undefined || values.to === undefined) {
    process.stderr.write(USAGE);
    process.exitCode = 1;
  } else {
    // npm runs a workspace's script in the workspace's folder: a relative path is meant from where it was typed.
    const from = resolve(process.env.INIT_CWD ?? process.cwd(), values.from);
    process.stdout.write(report(from, values.to, await copyDatabase(from, values.to)));
  }
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`db:copy: ${message}\n`);
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause instanceof Error && !message.includes(cause.message))
    process.stderr.write(`Cause: ${cause.message}\n`);
  process.exitCode = 1;
}
