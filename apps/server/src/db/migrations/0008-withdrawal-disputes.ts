import { sql, type Kysely } from 'kysely';

/**
 * The operator's answer to a withdrawal the player reported as partially or not received: the
 * missing amount refunded to the balance (the payout did not arrive), or the report dismissed (it did).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table withdrawal
      add column dispute_resolution text check (dispute_resolution in ('refunded', 'dismissed')),
      add column dispute_refund_amount bigint check (dispute_refund_amount > 0),
      add column dispute_note text,
      add column dispute_resolved_by text,
      add column dispute_resolved_at timestamptz,
      add constraint withdrawal_dispute_check check (
        dispute_resolution is null
        or (status in ('partially_received', 'not_received')
            and dispute_resolved_at is not null
            and (dispute_resolution = 'refunded') = (dispute_refund_amount is not null)))`.execute(db);
}
