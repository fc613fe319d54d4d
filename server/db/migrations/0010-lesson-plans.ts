import type { Kysely } from 'kysely';

/**
 * Stundenplaner (issue 24): a lesson plan is one document per row (the LessonPlan JSON in `doc`),
 * because the device edits and merges it as a whole (plan-merge.ts); title and date are copied
 * out only so they can be listed without parsing. The id comes from the device (plans are made
 * offline); `revision` is the optimistic check two instances write against. `share_token` is the
 * secret of a shared plan's link, unique so a link names one plan.
 *
 * A card note is one row per note, its id also from the device. A removal keeps the row (text
 * emptied, `removed_at` set), like favourites in 0008, so an older edit that a device sends later
 * cannot bring the note back. Plans and notes go with the account; notes also go with their card.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lesson_plan')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(64)', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('plan_date', 'varchar(10)')
    .addColumn('revision', 'integer', (col) => col.notNull())
    .addColumn('doc', 'text', (col) => col.notNull())
    .addColumn('share_token', 'varchar(64)', (col) => col.unique())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('lesson_plan_user').on('lesson_plan').column('user_id').execute();

  await db.schema
    .createTable('card_note')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(64)', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('content_id', 'varchar(36)', (col) => col.notNull().references('content_item.id').onDelete('cascade'))
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('changed_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('removed_at', 'varchar(40)')
    .execute();
  await db.schema.createIndex('card_note_user').on('card_note').column('user_id').execute();
  // Deleting a card deletes its notes: without an index every card deletion reads the whole table.
  await db.schema.createIndex('card_note_content').on('card_note').column('content_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('card_note').execute();
  await db.schema.dropTable('lesson_plan').execute();
}
