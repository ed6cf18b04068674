import { sql, type Kysely } from 'kysely';

// Issue 19: mail was English inside the Filipino interface. A message keeps its text (`title`, `content`) and, in
// `translations`, the same in other languages as JSON, `{"TY": {"title": …, "content": …}}`; the member reads it in
// the request's language when there is one (domain/content/inbox.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('inbox_messages')
    .addColumn('translations', 'text', (c) => c.notNull().defaultTo(sql`'{}'`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('inbox_messages').dropColumn('translations').execute();
}
