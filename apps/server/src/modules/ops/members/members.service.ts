import {
  toDecimalString,
  type EndpointBody,
  type memberActionEndpoint,
  type MemberDetail,
} from '@app/contracts';
import type { Db } from '../../../db/database.js';
import { keyedError } from '../../../lib/app-errors.js';
import { pageOffset, type PageRequest } from '../../../lib/paging.js';
import { updateMember } from '../../identity/member/member.service.js';
import { revokeAllSessions, revokeSession } from '../../identity/session/session.service.js';
import { sendMessage } from '../../messaging/messages/messages.service.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { memberRiskHints } from '../risk-hints/risk-hints.service.js';
import * as repo from './members.repository.js';

type SummaryRow = Awaited<ReturnType<typeof repo.searchMembers>>[number];
const money = (minor: string | null) => toDecimalString(BigInt(minor ?? '0'));

function toSummary(row: SummaryRow) {
  return {
    id: row.id,
    username: row.username,
    type: row.type,
    status: row.status,
    nickname: row.nickname,
    mobile: row.mobile,
    email: row.email,
    payeeName: row.payee_name,
    balance: money(row.balance),
    createdAt: row.created_at.toISOString(),
    lastLoginAt: row.last_login_at?.toISOString() ?? null,
  };
}

/** Members (never staff) by any field: id, username, mobile, e-mail, payee name, nickname or referral code. */
export async function searchMembers(db: Db, query: PageRequest & { q?: string | undefined }) {
  const [rows, total] = await Promise.all([
    repo.searchMembers(db, query.q, query.pageSize, pageOffset(query)),
    repo.countMembers(db, query.q),
  ]);
  return { list: rows.map(toSummary), total };
}

export async function getMemberDetail(db: Db, id: string): Promise<MemberDetail> {
  const row = await repo.findMember(db, id);
  if (!row) throw keyedError(404, 'not_found');
  const [ledger, rounds, logins, accounts, tags, notes] = await Promise.all([
    repo.recentLedger(db, id),
    repo.recentRounds(db, id),
    repo.recentLogins(db, id),
    repo.payoutAccounts(db, id),
    repo.tags(db, id),
    repo.notes(db, id),
  ]);
  const [sessions, devices, bonuses, limits, exclusion, riskHints] = await Promise.all([
    repo.liveSessions(db, id),
    repo.devices(db, id),
    repo.bonuses(db, id),
    repo.limits(db, id),
    repo.exclusionInForce(db, id),
    memberRiskHints(db, id),
  ]);
  return {
    ...toSummary(row),
    upline: row.upline,
    referralCode: row.referral_code,
    registerIp: row.register_ip,
    tags,
    notes: notes.map((note) => ({
      at: note.created_at.toISOString(),
      staff: note.username,
      text: note.text,
    })),
    ledger: ledger.map((entry) => ({
      at: entry.created_at.toISOString(),
      kind: entry.type,
      amount: money(entry.amount),
      balance: money(entry.balance_after),
    })),
    rounds: rounds.map((round) => ({
      at: round.created_at.toISOString(),
      game: round.name_en ?? round.vendor_code,
      stake: money(round.stake),
      win: money(round.win),
      status: round.status,
    })),
    logins: logins.map((entry) => ({
      at: entry.created_at.toISOString(),
      ip: entry.ip,
      success: entry.success,
      portal: entry.portal,
    })),
    payoutAccounts: accounts.map((account) => ({
      id: account.id,
      bank: account.provider,
      accountName: account.account_name,
      accountNo: account.account_number,
    })),
    sessions: sessions.map((session) => ({
      id: session.id,
      portal: session.portal,
      ip: session.ip,
      device: session.user_agent,
      startedAt: session.created_at.toISOString(),
      lastSeenAt: session.last_seen_at.toISOString(),
    })),
    devices: devices.map((device) => ({
      device: device.user_agent,
      logins: device.logins,
      lastIp: device.last_ip,
      lastAt: device.last_at.toISOString(),
      deviceId: device.device_id,
    })),
    bonuses: bonuses.map((grant) => ({
      title: grant.title ?? grant.source,
      source: grant.source,
      amount: money(grant.amount),
      turnoverRequired: money(grant.turnover_required),
      turnoverDone: money(grant.turnover_done),
      status: grant.status,
      at: grant.created_at.toISOString(),
    })),
    limits: limits.map((limit) => {
      // Session limits are minutes; the others minor units of money.
      const shown = (value: string) => (limit.kind === 'session' ? value : money(value));
      return {
        kind: limit.kind,
        period: limit.period,
        value: shown(limit.value),
        pendingValue: limit.pending_value === null ? null : shown(limit.pending_value),
        pendingAt: limit.pending_at?.toISOString() ?? null,
      };
    }),
    exclusion: exclusion
      ? {
          kind: exclusion.kind,
          startedAt: exclusion.started_at.toISOString(),
          endsAt: exclusion.ends_at?.toISOString() ?? null,
        }
      : null,
    riskHints,
  };
}

type MemberAction = EndpointBody<typeof memberActionEndpoint>;

/**
 * Staff actions on a member: lock (sessions end) or unlock, force a password change at the next
 * login, reset the payment password (set again with the login password), note, tag, message, end one
 * session (signs that device out). Each is
 * audited with the member page before and after.
 */
export async function actOnMember(
  db: Db,
  id: string,
  action: MemberAction,
  actor: AuditActor & { staffId: string },
) {
  const before = await getMemberDetail(db, id);
  switch (action.action) {
    case 'lock':
      await updateMember(db, id, { status: 'disabled' });
      await revokeAllSessions(db, id);
      break;
    case 'unlock':
      await updateMember(db, id, { status: 'active' });
      break;
    case 'force_password_change':
      await updateMember(db, id, { password_is_default: true });
      await revokeAllSessions(db, id);
      break;
    case 'reset_payment_password':
      await updateMember(db, id, { payment_password_hash: null });
      break;
    case 'note':
      await repo.addNote(db, id, actor.staffId, action.text);
      break;
    case 'tag':
      await repo.addTag(db, id, action.tag);
      break;
    case 'untag':
      await repo.removeTag(db, id, action.tag);
      break;
    case 'message':
      await sendMessage(db, id, { title: action.title, content: action.content });
      break;
    case 'end_session':
      if (!before.sessions.some((session) => session.id === action.sessionId))
        throw keyedError(404, 'not_found');
      await revokeSession(db, action.sessionId);
      break;
  }
  const after = await getMemberDetail(db, id);
  const brief = (detail: MemberDetail) => ({
    status: detail.status,
    tags: detail.tags,
    notes: detail.notes.length,
    sessions: detail.sessions.length,
  });
  await recordAudit(db, actor, {
    action: `member.${action.action}`,
    params: { memberId: id, username: before.username },
    body: action,
    before: brief(before),
    after: brief(after),
  });
  return after;
}
