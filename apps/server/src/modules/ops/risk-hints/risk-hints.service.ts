import { toDecimalString, type PaymentQueueKind, type RiskHint } from '@app/contracts';
import type { Db } from '../../../db/database.js';
import { riskFacts, type RiskFacts } from './risk-hints.repository.js';

/** Names compared the way a person reads them: case, spacing and punctuation do not count. */
export function sameName(a: string, b: string): boolean {
  const plain = (name: string) =>
    name
      .normalize('NFKC')
      .toLowerCase()
      .replace(/[\s.,'’-]+/g, ' ')
      .trim();
  return plain(a) === plain(b);
}

/** The hints one item's facts raise. A payee name is only compared when the item has one. */
export function hintsOf(facts: RiskFacts): RiskHint[] {
  const hints: RiskHint[] = [];
  if (facts.payee_name && !(facts.real_name && sameName(facts.payee_name, facts.real_name))) {
    hints.push({
      kind: 'name_mismatch',
      detail: { payee: facts.payee_name, realName: facts.real_name ?? '' },
    });
  }
  if (facts.payee_others > 0) {
    hints.push({
      kind: 'shared_payee',
      detail: {
        account: facts.payee_account ?? '',
        count: facts.payee_others,
        members: facts.payee_sample ?? '',
      },
    });
  }
  if (facts.ip_others > 0) {
    hints.push({ kind: 'shared_ip', detail: { count: facts.ip_others, members: facts.ip_sample ?? '' } });
  }
  if (facts.device_others > 0) {
    hints.push({
      kind: 'shared_device',
      detail: { count: facts.device_others, members: facts.device_sample ?? '' },
    });
  }
  if (facts.open_bonuses > 0) {
    hints.push({
      kind: 'bonus_turnover_open',
      detail: { turnover: toDecimalString(BigInt(facts.turnover_open)), bonuses: facts.open_bonuses },
    });
  }
  return hints;
}

/** The risk hints of a page of the deposit or withdrawal queue, by order id (items without any left out). */
export async function riskHints(
  db: Db,
  kind: PaymentQueueKind,
  ids: string[],
): Promise<Record<string, RiskHint[]>> {
  const facts = await riskFacts(db, kind, ids);
  return Object.fromEntries(
    facts.flatMap((item) => {
      const hints = hintsOf(item);
      return hints.length > 0 ? [[item.id, hints]] : [];
    }),
  );
}

/** The risk hints of one member (its devices, addresses and open bonus turnover), for the member page. */
export async function memberRiskHints(db: Db, memberId: string): Promise<RiskHint[]> {
  const [facts] = await riskFacts(db, 'member', [memberId]);
  return facts ? hintsOf(facts) : [];
}
