import type { AuditEntry } from '@app/contracts';
import type { Db } from '../../../db/database.js';
import { csvText } from '../../../lib/csv.js';
import { pageOffset, type PageRequest } from '../../../lib/paging.js';
import * as repo from './audit.repository.js';

/** Who did it: a staff member (or nobody, for a sign-in that failed) and from where. */
export interface AuditActor {
  staffId: string | null;
  staffUsername: string | null;
  ip: string | null;
}

const secretKey = /pass|secret|token|code|otp|ticket|key|pin/i;

/** A copy of a request body or parameters without secrets: passwords, codes, tokens become "[redacted]". */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, inner]) => [
      key,
      secretKey.test(key) ? '[redacted]' : redact(inner),
    ]),
  );
}

/** Appends one row to the audit log (a staff call, a sign-in, or a change with its before and after). */
export function recordAudit(
  db: Db,
  actor: AuditActor,
  entry: {
    action: string;
    access?: string | null;
    params?: unknown;
    body?: unknown;
    status?: number | null;
    before?: unknown;
    after?: unknown;
  },
): Promise<void> {
  return repo.insertAuditRow(db, {
    staff_id: actor.staffId,
    staff_username: actor.staffUsername,
    ip: actor.ip,
    action: entry.action,
    access: entry.access ?? null,
    params: redact(entry.params),
    body: redact(entry.body),
    status: entry.status ?? null,
    before: redact(entry.before),
    after: redact(entry.after),
  });
}

type AuditRow = Awaited<ReturnType<typeof repo.searchAudit>>[number];

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.occurred_at.toISOString(),
    staff: row.staff_username,
    ip: row.ip,
    action: row.action,
    access: row.access,
    params: row.params,
    body: row.body,
    status: row.status,
    before: row.before,
    after: row.after,
  };
}

export async function searchAuditLog(db: Db, filter: repo.AuditFilter & PageRequest) {
  const [rows, total] = await Promise.all([
    repo.searchAudit(db, filter, filter.pageSize, pageOffset(filter)),
    repo.countAudit(db, filter),
  ]);
  return { list: rows.map(toEntry), total };
}

const csvLimit = 10_000;

/** The filtered log as CSV (newest first, at most 10,000 rows). */
export async function auditLogCsv(db: Db, filter: repo.AuditFilter): Promise<string> {
  const rows = await repo.searchAudit(db, filter, csvLimit, 0);
  const header = [
    'id',
    'at',
    'staff',
    'ip',
    'action',
    'access',
    'status',
    'params',
    'body',
    'before',
    'after',
  ];
  return csvText(
    header,
    rows
      .map(toEntry)
      .map((entry) => [
        entry.id,
        entry.at,
        entry.staff,
        entry.ip,
        entry.action,
        entry.access,
        entry.status,
        entry.params,
        entry.body,
        entry.before,
        entry.after,
      ]),
  );
}
