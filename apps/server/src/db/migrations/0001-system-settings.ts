import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_setting')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('whitelabel_module')
    .addColumn('mod_id', 'text', (c) => c.primaryKey())
    .addColumn('parent_id', 'text', (c) => c.references('whitelabel_module.mod_id').onDelete('cascade'))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('register_field_rule')
    .addColumn('field', 'text', (c) => c.primaryKey())
    .addColumn('enabled', 'boolean', (c) => c.notNull())
    .addColumn('required', 'boolean', (c) => c.notNull())
    .addColumn('pattern', 'text', (c) => c.notNull())
    .addColumn('pattern_id', 'integer', (c) => c.notNull().check(sql`pattern_id between 0 and 20`))
    .addColumn('min_length', 'integer', (c) => c.notNull().check(sql`min_length >= 0`))
    .addColumn('max_length', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addCheckConstraint('register_field_rule_length_range', sql`max_length >= min_length`)
    .execute();

  await db.schema
    .createTable('country')
    .addColumn('code', 'text', (c) => c.primaryKey().check(sql`code ~ '^[A-Z]{2}$'`))
    .addColumn('dialing_code', 'text', (c) => c.notNull().check(sql`dialing_code ~ '^\\+[0-9]{1,4}$'`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('help_article')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('device', 'text', (c) => c.notNull().defaultTo('WEB'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('help_article_slug_lang_device', ['slug', 'lang', 'device'])
    .execute();

  await db.schema
    .createTable('geo_ip_range')
    .addColumn('cidr', sql`cidr`, (c) => c.primaryKey())
    .addColumn('country_code', 'text', (c) => c.notNull().check(sql`country_code ~ '^[A-Z]{2}$'`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'geo_ip_range',
    'help_article',
    'country',
    'register_field_rule',
    'whitelabel_module',
    'site_setting',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
