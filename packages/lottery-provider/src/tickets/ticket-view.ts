import type { Selectable } from 'kysely';
import type { LpTicketView } from '../client-api.js';
import type { LpTicketTable } from '../db/schema.js';
import { toMoney } from '../money.js';
import { lineStake, type TicketSelections } from './ticket-selection.js';

export type TicketRow = Selectable<LpTicketTable>;
export type TicketWithDraw = TicketRow & { issue: string; draw_at: Date; order_uid: string };

const toOdds = (odds: Record<string, number>) =>
  Object.fromEntries(Object.entries(odds).map(([key, value]) => [key, value / 1000]));

export function ticketView(row: TicketWithDraw): LpTicketView {
  const selections = row.selections as TicketSelections;
  const unit = BigInt(selections.unit);
  const wins = row.line_wins;
  return {
    ticketId: row.ticket_uid,
    orderId: row.order_uid,
    gameCode: row.game_code,
    issue: row.issue,
    drawAt: row.draw_at.toISOString(),
    status: row.status,
    stake: toMoney(row.stake),
    unit: toMoney(unit),
    multiplier: selections.multiplier,
    win: toMoney(row.win),
    selections: selections.lines.map((line, index) => ({
      betType: line.betType,
      picks: line.picks,
      bets: line.bets,
      stake: toMoney(lineStake(line, unit, selections.multiplier)),
      odds: toOdds(line.odds),
      win: wins && (row.status === 'won' || row.status === 'lost') ? toMoney(wins[index] ?? 0) : null,
    })),
    createdAt: row.created_at.toISOString(),
  };
}
