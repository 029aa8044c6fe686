import type { Db } from '../../../db/database.js';

export async function insertSms(db: Db, destination: string, body: string): Promise<void> {
  await db.insertInto('sms_outbox').values({ destination, body }).execute();
}

export async function insertMail(db: Db, to: string, subject: string, body: string): Promise<void> {
  await db.insertInto('mail_outbox').values({ to_address: to, subject, body }).execute();
}

export function listSms(db: Db, to: string | undefined, limit: number) {
  let query = db.selectFrom('sms_outbox').selectAll().orderBy('id', 'desc').limit(limit);
  if (to) query = query.where('destination', '=', to);
  return query.execute();
}

export function listMail(db: Db, to: string | undefined, limit: number) {
  let query = db.selectFrom('mail_outbox').selectAll().orderBy('id', 'desc').limit(limit);
  if (to) query = query.where('to_address', '=', to.toLowerCase());
  return query.execute();
}
