import type { Db } from '../../../db/database.js';
import type { MailSender, SmsSender } from '../../../lib/adapters.js';
import * as repo from './outbox.repository.js';

/** The one call the senders make on the app's logger. */
interface OutboxLog {
  info(message: string): void;
}

/**
 * Development senders: messages go to the outbox tables (readable at /dev/outbox/*) and the log,
 * never to a phone or mailbox. Production plugs real gateways into AppDeps.adapters.
 */
export function createOutboxSmsSender(db: Db, log: OutboxLog): SmsSender {
  return {
    async send(to, text) {
      await repo.insertSms(db, to, text);
      log.info(`[sms-outbox] ${to}: ${text}`);
    },
  };
}

export function createOutboxMailSender(db: Db, log: OutboxLog): MailSender {
  return {
    async send({ to, subject, text }) {
      await repo.insertMail(db, to.toLowerCase(), subject, text);
      log.info(`[mail-outbox] ${to}: ${subject}`);
    },
  };
}
