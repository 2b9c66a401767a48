import { type AnyDb, withId } from './util';

/** Foundation: configuration, content, game categories, maintenance and the error catalogue. */
export async function up(db: AnyDb): Promise<void> {
  const s = db.schema;
  await s
    .createTable('languages')
    .addColumn('code', 'varchar(8)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await s
    .createTable('currencies')
    .addColumn('code', 'varchar(16)', (c) => c.primaryKey())
    .addColumn('names', 'text', (c) => c.notNull())
    .addColumn('icon', 'varchar(255)', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('minor_per_major', 'integer', (c) => c.notNull().defaultTo(100))
    .execute();
  await s
    .createTable('country_codes')
    .addColumn('country_code', 'varchar(8)', (c) => c.primaryKey())
    .addColumn('name_cn', 'varchar(64)', (c) => c.notNull())
    .addColumn('regex', 'varchar(255)', (c) => c.notNull())
    .addColumn('is_display', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_blocked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await s
    .createTable('dynamic_data')
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
  await s
    .createTable('process_data')
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await s
    .createTable('maintenance')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('start_time', 'varchar(32)')
    .addColumn('end_time', 'varchar(32)')
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await s
    .createTable('proxies')
    .addColumn('proxy_code', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('proxy_account', 'varchar(64)', (c) => c.notNull())
    .addColumn('domain', 'varchar(255)', (c) => c.unique())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await withId(db, s.createTable('app_versions'))
    .addColumn('app_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('os_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('version', 'varchar(32)', (c) => c.notNull())
    .addColumn('url', 'varchar(512)', (c) => c.notNull())
    .addColumn('force_update', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('released_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('app_versions_type_os_version', ['app_type', 'os_type', 'version'])
    .execute();
  await s
    .createTable('customer_links')
    .addColumn('language', 'varchar(8)', (c) => c.primaryKey())
    .addColumn('url', 'varchar(512)', (c) => c.notNull())
    .addColumn('name', 'varchar(128)', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await withId(db, s.createTable('adverts'))
    .addColumn('slug', 'varchar(64)', (c) => c.notNull())
    .addColumn('language', 'varchar(8)', (c) => c.notNull())
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('image', 'varchar(512)', (c) => c.notNull())
    .addColumn('link', 'varchar(512)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint('adverts_slug_language', ['slug', 'language'])
    .execute();
  await withId(db, s.createTable('marquees'))
    .addColumn('slug', 'varchar(64)', (c) => c.notNull())
    .addColumn('language', 'varchar(8)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint('marquees_slug_language', ['slug', 'language'])
    .execute();
  await s
    .createTable('avatars')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('url', 'varchar(512)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await s
    .createTable('brand_logos')
    .addColumn('brand', 'varchar(16)', (c) => c.primaryKey())
    .addColumn('pc_logo', 'varchar(512)', (c) => c.notNull())
    .addColumn('h5_logo', 'varchar(512)', (c) => c.notNull())
    .execute();
  await s
    .createTable('settings')
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
  await s
    .createTable('game_types')
    .addColumn('type', 'integer', (c) => c.primaryKey())
    .addColumn('names', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await s
    .createTable('game_channels')
    .addColumn('game_type', 'integer', (c) => c.notNull().references('game_types.type'))
    .addColumn('code', 'varchar(32)', (c) => c.notNull())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('game_channels_pk', ['game_type', 'code'])
    .execute();
  await s
    .createTable('sub_game_categories')
    .addColumn('game_type', 'integer', (c) => c.notNull().references('game_types.type'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('code', 'varchar(32)', (c) => c.notNull())
    .addColumn('names', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('sub_game_categories_pk', ['game_type', 'kind', 'code'])
    .execute();
  await s
    .createTable('error_codes')
    .addColumn('http_status', 'integer', (c) => c.notNull())
    .addColumn('error_code', 'varchar(6)', (c) => c.notNull())
    .addColumn('show_type', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('desc_tw', 'text', (c) => c.notNull())
    .addColumn('desc_en', 'text', (c) => c.notNull())
    .addColumn('desc_th', 'text', (c) => c.notNull())
    .addColumn('default_desc', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('error_codes_pk', ['http_status', 'error_code'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  const tables = [
    'error_codes',
    'sub_game_categories',
    'game_channels',
    'game_types',
    'settings',
    'brand_logos',
    'avatars',
    'marquees',
    'adverts',
    'customer_links',
    'app_versions',
    'proxies',
    'maintenance',
    'process_data',
    'dynamic_data',
    'country_codes',
    'currencies',
    'languages',
  ];
  for (const table of tables) await db.schema.dropTable(table).ifExists().execute();
}
