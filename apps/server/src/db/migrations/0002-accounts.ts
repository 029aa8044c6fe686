import { sql, type Kysely } from 'kysely';

const now = sql`now()`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('type', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('active')
        .check(sql`status in ('active', 'disabled')`),
    )
    .addColumn('password_hash', 'text')
    .addColumn('password_is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('password_changed_at', 'timestamptz')
    .addColumn('payment_password_hash', 'text')
    .addColumn('nickname', 'text')
    .addColumn('mobile', 'text', (c) => c.unique().check(sql`mobile ~ '^\\+[0-9]{6,15}$'`))
    .addColumn('email', 'text')
    .addColumn('payee_name', 'text')
    .addColumn('referral_code', 'text', (c) => c.notNull().unique())
    .addColumn('upline_id', 'bigint', (c) => c.references('member.id').onDelete('set null'))
    .addColumn('affiliate_code', 'text')
    .addColumn('language', 'text')
    .addColumn('avatar_id', 'text')
    .addColumn('profile', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('register_ip', 'text')
    .addColumn('register_domain', 'text')
    .addColumn('register_url', 'text')
    .addColumn('register_method', 'text')
    .addColumn('terms_accepted_at', 'timestamptz')
    .addColumn('age_confirmed_at', 'timestamptz')
    .addColumn('login_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_login_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  // Usernames are unique regardless of case: "Player1" and "player1" are one account.
  await sql`create unique index member_username_lower_key on member (lower(username))`.execute(db);
  await db.schema.createIndex('member_upline_idx').on('member').column('upline_id').execute();
  await sql`create index member_email_lower_idx on member (lower(email))`.execute(db);

  await db.schema
    .createTable('member_session')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('portal', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('first_login', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('member_session_member_idx').on('member_session').column('member_id').execute();

  await db.schema
    .createTable('login_audit')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('member_id', 'bigint', (c) => c.references('member.id').onDelete('set null'))
    .addColumn('login_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('portal', 'text')
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('success', 'boolean', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('login_audit_member_idx')
    .on('login_audit')
    .columns(['member_id', 'created_at'])
    .execute();
  await db.schema.createIndex('login_audit_ip_idx').on('login_audit').columns(['ip', 'created_at']).execute();

  await db.schema
    .createTable('login_ip')
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id').onDelete('cascade'))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('first_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('login_ip_pkey', ['member_id', 'ip'])
    .execute();

  await db.schema
    .createTable('login_challenge')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('challenge_hash', 'text', (c) => c.notNull().unique())
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id').onDelete('cascade'))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('portal', 'text', (c) => c.notNull())
    .addColumn('methods', 'jsonb', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('consumed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('verification_code')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('sms', 'email')`))
    .addColumn('destination', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('salt', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('consumed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('verification_code_lookup_idx')
    .on('verification_code')
    .columns(['purpose', 'destination', 'id'])
    .execute();

  await db.schema
    .createTable('rate_limit')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('captcha')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('answer_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('password_reset_token')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('sms_outbox')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('destination', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('server_key')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('public_key_pem', 'text', (c) => c.notNull())
    .addColumn('private_key_pem', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'server_key',
    'mail_outbox',
    'sms_outbox',
    'password_reset_token',
    'captcha',
    'rate_limit',
    'verification_code',
    'login_challenge',
    'login_ip',
    'login_audit',
    'member_session',
    'member',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
