import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';

export interface AuditRowInput {
  staff_id: string | null;
  staff_username: string | null;
  ip: string | null;
  action: string;
  access: string | null;
  params: unknown;
  body: unknown;
  status: number | null;
  before: unknown;
  after: unknown;
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

export async function insertAuditRow(db: Db, row: AuditRowInput): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      ...row,
      params: json(row.params),
      body: json(row.body),
      before: json(row.before),
      after: json(row.after),
    })
    .execute();
}

export interface AuditFilter {
  staff?: string | undefined;
  action?: string | undefined;
  text?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

const likePattern = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filtered(db: Db, filter: AuditFilter) {
  let query = db.selectFrom('audit_log');
  if (filter.staff) query = query.where('staff_username', 'ilike', likePattern(filter.staff));
  if (filter.action) query = query.where('action', 'ilike', likePattern(filter.action));
  if (filter.text) {
    const pattern = likePattern(filter.text);
    query = query.where((eb) =>
      eb.or([
        eb('action', 'ilike', pattern),
        eb(sql`coalesce(params::text, '')`, 'ilike', pattern),
        eb(sql`coalesce(body::text, '')`, 'ilike', pattern),
        eb(sql`coalesce(after::text, '')`, 'ilike', pattern),
      ]),
    );
  }
  if (filter.from) query = query.where('occurred_at', '>=', new Date(filter.from));
  if (filter.to) query = query.where('occurred_at', '<', new Date(filter.to));
  return query;
}

export function searchAudit(db: Db, filter: AuditFilter, limit: number, offset: number) {
  return filtered(db, filter)
    .selectAll()
    .orderBy('occurred_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countAudit(db: Db, filter: AuditFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}
