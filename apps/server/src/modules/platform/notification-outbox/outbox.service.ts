import type { Db } from '../../../db/database.js';
import * as repo from './outbox.repository.js';

export async function listSmsOutbox(db: Db, to: string | undefined, limit: number) {
  const rows = await repo.listSms(db, to, limit);
  return rows.map((row) => ({
    id: row.id,
    to: row.destination,
    body: row.body,
    code: /\b([0-9]{6})\b/.exec(row.body)?.[1] ?? null,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

export async function listMailOutbox(db: Db, to: string | undefined, limit: number) {
  const rows = await repo.listMail(db, to, limit);
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    body: row.body,
    code: /\b([0-9]{6})\b/.exec(row.body)?.[1] ?? null,
    resetToken: /[?&]resetToken=([A-Za-z0-9_-]+)/.exec(row.body)?.[1] ?? null,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
