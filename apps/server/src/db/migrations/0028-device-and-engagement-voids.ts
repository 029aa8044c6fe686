import { sql, type Kysely } from 'kysely';

/**
 * The device a login came from (the web client's device key: a persistent random id and a hash of the
 * browser's stable traits) for the referral abuse checks, and the rounds a resettlement voided as the
 * points and missions have applied them (each concern its own mark, as the rewards keep theirs).
 */
const statements = [
  `alter table login_audit add column device_id text check (char_length(device_id) <= 100)`,
  `create table engagement_round_void (
    id bigint generated always as identity unique,
    concern text not null check (concern in ('points', 'missions')),
    provider_code text not null,
    round_ref text not null,
    voided_at timestamptz not null default now(),
    primary key (concern, provider_code, round_ref)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
