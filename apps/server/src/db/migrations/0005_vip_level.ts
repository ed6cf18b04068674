import { sql, type Kysely } from 'kysely';

// The member strip's VIP label (`clubLabel.labelName` = `VIP<level>`).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('members')
    .addColumn('vip_level', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`vip_level between 0 and 99`),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('members').dropColumn('vip_level').execute();
}
