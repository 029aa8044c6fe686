import {
  limitPeriods,
  moneyLimitKinds,
  toDecimalString,
  type LimitPeriod,
  type MoneyLimit,
  type MoneyLimitKind,
  type RealityCheck,
  type ResponsibleGamingState,
  type SelfExclusionTerm,
  type StartExclusionRequest,
} from '@app/contracts';
import type { Db } from '../../../db/database.js';
import { keyedError } from '../../../lib/app-errors.js';
import type { AppError } from '../../../lib/envelope.js';
import { coolingOffEnd, limitInForce, nextLimit, periodStart, type StoredLimit } from './limit-rules.js';
import * as repo from './player-limits.repository.js';

type LimitRow = Awaited<ReturnType<typeof repo.listLimits>>[number];

const storedOf = (row: LimitRow): StoredLimit => ({
  value: BigInt(row.value),
  pending: row.pending_at
    ? { value: row.pending_value === null ? null : BigInt(row.pending_value), at: row.pending_at }
    : undefined,
});

const pendingView = (stored: StoredLimit, now: Date, show: (value: bigint) => string) =>
  stored.pending && stored.pending.at > now
    ? {
        value: stored.pending.value === null ? null : show(stored.pending.value),
        effectiveAt: stored.pending.at.toISOString(),
      }
    : null;

/** Amount used toward a money limit in its period. */
async function usedToward(db: Db, memberId: string, kind: MoneyLimitKind, since: Date): Promise<bigint> {
  if (kind === 'deposit') return repo.depositedSince(db, memberId, since);
  const { staked, won } = await repo.playedSince(db, memberId, since);
  return kind === 'wager' ? staked : staked - won;
}

function activeExclusion(row: Awaited<ReturnType<typeof repo.findExclusion>>, now: Date) {
  return row && (row.ends_at === null || row.ends_at > now) ? row : null;
}

export async function getResponsibleGaming(
  db: Db,
  memberId: string,
  now = new Date(),
): Promise<ResponsibleGamingState> {
  const [rows, realityCheckMinutes, exclusionRow] = await Promise.all([
    repo.listLimits(db, memberId),
    repo.findRealityCheckMinutes(db, memberId),
    repo.findExclusion(db, memberId),
  ]);
  const limits: MoneyLimit[] = [];
  let sessionLimit: ResponsibleGamingState['sessionLimit'] = null;
  for (const row of rows) {
    const stored = storedOf(row);
    const inForce = limitInForce(stored, now);
    if (inForce === null) continue;
    if (row.kind === 'session') {
      sessionLimit = { minutes: Number(inForce), pending: pendingView(stored, now, String) };
      continue;
    }
    const period = row.period as LimitPeriod;
    limits.push({
      kind: row.kind,
      period,
      limit: toDecimalString(inForce),
      used: toDecimalString(await usedToward(db, memberId, row.kind, periodStart(period, now))),
      pending: pendingView(stored, now, toDecimalString),
    });
  }
  const order = (limit: MoneyLimit) =>
    moneyLimitKinds.indexOf(limit.kind) * 10 + limitPeriods.indexOf(limit.period);
  limits.sort((a, b) => order(a) - order(b));
  const exclusion = activeExclusion(exclusionRow, now);
  return {
    limits,
    sessionLimit,
    realityCheckMinutes,
    exclusion: exclusion
      ? {
          kind: exclusion.kind,
          startedAt: exclusion.started_at.toISOString(),
          endsAt: exclusion.ends_at?.toISOString() ?? null,
        }
      : null,
  };
}

/** Sets a limit by the 24-hour rule (limit-rules.ts), under a lock on the member's limits. */
async function changeLimit(
  db: Db,
  memberId: string,
  key: { kind: MoneyLimitKind | 'session'; period: LimitPeriod | 'session' },
  requested: bigint | null,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const rows = await repo.lockLimits(trx, memberId);
    const row = rows.find((candidate) => candidate.kind === key.kind && candidate.period === key.period);
    const next = nextLimit(row && storedOf(row), requested, now);
    if (!next) return repo.deleteLimit(trx, memberId, key.kind, key.period);
    return repo.saveLimit(trx, {
      member_id: memberId,
      ...key,
      value: next.value.toString(),
      pending_value: next.pending?.value?.toString() ?? null,
      pending_at: next.pending?.at ?? null,
    });
  });
}

export async function setMoneyLimit(
  db: Db,
  memberId: string,
  input: { kind: MoneyLimitKind; period: LimitPeriod; amount: bigint | null },
  now = new Date(),
): Promise<ResponsibleGamingState> {
  await changeLimit(db, memberId, { kind: input.kind, period: input.period }, input.amount, now);
  return getResponsibleGaming(db, memberId, now);
}

export async function setSessionLimit(
  db: Db,
  memberId: string,
  minutes: number | null,
  now = new Date(),
): Promise<ResponsibleGamingState> {
  const requested = minutes === null ? null : BigInt(minutes);
  await changeLimit(db, memberId, { kind: 'session', period: 'session' }, requested, now);
  return getResponsibleGaming(db, memberId, now);
}

/** The reality-check interval is a reminder, not a limit: any change applies at once. */
export async function setRealityCheck(
  db: Db,
  memberId: string,
  minutes: number | null,
): Promise<ResponsibleGamingState> {
  await repo.saveRealityCheckMinutes(db, memberId, minutes);
  return getResponsibleGaming(db, memberId);
}

function exclusionEnd(input: StartExclusionRequest, now: Date): Date | null {
  if (input.kind === 'timeout') return new Date(now.getTime() + input.hours * 3_600_000);
  const months: Record<Exclude<SelfExclusionTerm, 'permanent'>, number> = { '6m': 6, '1y': 12, '5y': 60 };
  if (input.term === 'permanent') return null;
  const end = new Date(now);
  end.setUTCMonth(end.getUTCMonth() + months[input.term]);
  return end;
}

/** A time-out or self-exclusion starts at once; while one runs it can only be made longer. */
export async function startExclusion(
  db: Db,
  memberId: string,
  input: StartExclusionRequest,
  now = new Date(),
): Promise<ResponsibleGamingState> {
  const endsAt = exclusionEnd(input, now);
  const current = activeExclusion(await repo.findExclusion(db, memberId), now);
  if (current) {
    const shorter = current.ends_at === null || (endsAt !== null && endsAt < current.ends_at);
    if (shorter) throw keyedError(400, 'rg_exclusion_shorter');
  }
  const kind = current?.kind === 'selfExclusion' ? 'selfExclusion' : input.kind;
  await repo.saveExclusion(db, {
    member_id: memberId,
    kind,
    started_at: current?.started_at ?? now,
    ends_at: endsAt,
  });
  return getResponsibleGaming(db, memberId, now);
}

/** Ending a time-out early waits 24 hours (as raising a limit does); a self-exclusion runs its term. */
export async function endTimeout(
  db: Db,
  memberId: string,
  now = new Date(),
): Promise<ResponsibleGamingState> {
  const current = activeExclusion(await repo.findExclusion(db, memberId), now);
  if (!current) throw keyedError(400, 'rg_not_in_timeout');
  if (current.kind === 'selfExclusion') throw keyedError(400, 'rg_self_exclusion_final');
  const end = coolingOffEnd(now);
  if (current.ends_at && current.ends_at > end) await repo.setExclusionEnd(db, memberId, end);
  return getResponsibleGaming(db, memberId, now);
}

export async function getRealityCheck(db: Db, memberId: string, now = new Date()): Promise<RealityCheck> {
  const started = (await repo.currentSessionStart(db, memberId, now)) ?? now;
  const [intervalMinutes, played] = await Promise.all([
    repo.findRealityCheckMinutes(db, memberId),
    repo.playedSince(db, memberId, started),
  ]);
  return {
    intervalMinutes,
    sessionStartedAt: started.toISOString(),
    minutesPlayed: Math.floor((now.getTime() - started.getTime()) / 60_000),
    staked: toDecimalString(played.staked),
    won: toDecimalString(played.won),
    net: toDecimalString(played.won - played.staked),
  };
}

const untilText = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

async function exclusionRefusal(db: Db, memberId: string, now: Date): Promise<AppError | null> {
  const exclusion = activeExclusion(await repo.findExclusion(db, memberId), now);
  if (!exclusion) return null;
  return exclusion.ends_at
    ? keyedError(403, 'rg_excluded', { until: untilText(exclusion.ends_at) })
    : keyedError(403, 'rg_excluded_permanent');
}

/** The first money limit of `kinds` that `amount` more would pass, as the error to answer. */
async function moneyLimitRefusal(
  db: Db,
  memberId: string,
  kinds: readonly MoneyLimitKind[],
  amount: bigint,
  now: Date,
): Promise<AppError | null> {
  for (const row of await repo.listLimits(db, memberId)) {
    if (row.kind === 'session' || !kinds.includes(row.kind)) continue;
    const limit = limitInForce(storedOf(row), now);
    if (limit === null) continue;
    const period = row.period as LimitPeriod;
    const used = await usedToward(db, memberId, row.kind, periodStart(period, now));
    if (used + amount > limit)
      return keyedError(403, `rg_${row.kind}_limit_${period}`, { limit: toDecimalString(limit) });
  }
  return null;
}

async function sessionLimitRefusal(db: Db, memberId: string, now: Date): Promise<AppError | null> {
  const row = (await repo.listLimits(db, memberId)).find((candidate) => candidate.kind === 'session');
  const minutes = row ? limitInForce(storedOf(row), now) : null;
  if (minutes === null) return null;
  const started = await repo.currentSessionStart(db, memberId, now);
  if (started && now.getTime() - started.getTime() >= Number(minutes) * 60_000)
    return keyedError(403, 'rg_session_limit_reached', { minutes: Number(minutes) });
  return null;
}

/** Why a bet of `amount` is refused (exclusion, session time, wager or loss limit), or null. */
export async function betRefusal(
  db: Db,
  memberId: string,
  amount: bigint,
  now = new Date(),
): Promise<AppError | null> {
  return (
    (await exclusionRefusal(db, memberId, now)) ??
    (await sessionLimitRefusal(db, memberId, now)) ??
    (await moneyLimitRefusal(db, memberId, ['wager', 'loss'], amount, now))
  );
}

/** Why a deposit of `amount` is refused (exclusion or deposit limit), or null. */
export async function depositRefusal(
  db: Db,
  memberId: string,
  amount: bigint,
  now = new Date(),
): Promise<AppError | null> {
  return (
    (await exclusionRefusal(db, memberId, now)) ??
    (await moneyLimitRefusal(db, memberId, ['deposit'], amount, now))
  );
}
