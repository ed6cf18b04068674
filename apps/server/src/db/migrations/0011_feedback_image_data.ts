import type { Kysely } from 'kysely';

// Issue 14: feedback images were files beside the SQLite database, which an instance on another machine cannot
// read. Their bytes now live in the row; files of older rows are moved in at start (domain/content/feedback.ts
// `moveFeedbackFilesIntoDatabase`), after which `data` is set on every row.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('feedback_images').addColumn('data', 'blob').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('feedback_images').dropColumn('data').execute();
}
