import { withId, type AnyDb } from './util';

/**
 * The inbox (issue: messages): platform announcements with a read flag per player, internal letters
 * (threads of messages between a player and customer service, with image attachments) and feedback.
 * The messages table keeps the per-player system and transaction notices; its older demo rows of
 * kind letter and opNotice move out (the new tables replace them; the seed writes them anew).
 */
export async function up(db: AnyDb): Promise<void> {
  const s = db.schema;
  await withId(db, s.createTable('announcements'))
    .addColumn('slug', 'varchar(64)', (c) => c.notNull().unique())
    /** JSON {"TW":{"title","body"},"EN":..,"TH":..}; bodies are sanitised operator HTML. */
    .addColumn('texts', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('published_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await s.createIndex('announcements_published').on('announcements').columns(['published_at', 'id']).execute();

  await s
    .createTable('announcement_reads')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('announcement_id', 'integer', (c) => c.notNull().references('announcements.id').onDelete('cascade'))
    .addColumn('read_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('announcement_reads_pk', ['account_id', 'announcement_id'])
    .execute();

  await withId(db, s.createTable('letters'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    /** player (sent, type 1) or operator (received, type 2): who started the thread. */
    .addColumn('origin', 'varchar(16)', (c) => c.notNull())
    .addColumn('quiz_type', 'integer')
    .addColumn('title', 'varchar(400)', (c) => c.notNull())
    /** The player's read flag: 0 while the thread holds operator mail the player has not opened. */
    .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(1))
    /** 1 once the operator has written in the thread (it then shows under received too). */
    .addColumn('answered', 'integer', (c) => c.notNull().defaultTo(0))
    /** Demo rows only, so the seed stays idempotent. */
    .addColumn('slug', 'varchar(64)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await s.createIndex('letters_account').on('letters').columns(['account_id', 'updated_at']).execute();
  await s.createIndex('letters_slug').on('letters').columns(['account_id', 'slug']).unique().execute();

  await withId(db, s.createTable('letter_messages'))
    .addColumn('letter_id', 'integer', (c) => c.notNull().references('letters.id').onDelete('cascade'))
    /** player or operator. */
    .addColumn('author', 'varchar(16)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    /** 1: sanitised operator HTML; 0: the player's plain text. */
    .addColumn('html', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await s.createIndex('letter_messages_letter').on('letter_messages').columns(['letter_id', 'id']).execute();

  await s
    .createTable('letter_attachments')
    /** An upload is attached once only. */
    .addColumn('upload_id', 'varchar(64)', (c) => c.primaryKey().references('uploads.id').onDelete('cascade'))
    .addColumn('message_id', 'integer', (c) => c.notNull().references('letter_messages.id').onDelete('cascade'))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await s.createIndex('letter_attachments_message').on('letter_attachments').columns(['message_id', 'sort']).execute();

  await withId(db, s.createTable('feedback'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await s.createIndex('feedback_created').on('feedback').columns(['created_at', 'id']).execute();

  await db.deleteFrom('messages').where('kind', 'in', ['letter', 'opNotice']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['feedback', 'letter_attachments', 'letter_messages', 'letters', 'announcement_reads', 'announcements']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
