import type { ColumnType, Generated } from 'kysely';

/** Member events and their consumers' receipts (migration 0013-member-events). */
export interface MemberEventTable {
  id: ColumnType<string, never, never>;
  member_id: string;
  kind: string;
  ref: string;
  payload: ColumnType<unknown, string, string>;
  occurred_at: ColumnType<Date, Date | undefined, never>;
}

export interface MemberEventReceiptTable {
  consumer: string;
  event_id: string;
  handled_at: Generated<Date>;
}

export interface MemberEventCursorTable {
  consumer: string;
  handled_through: ColumnType<string, string | undefined, string>;
}

export interface EventTables {
  member_event: MemberEventTable;
  member_event_receipt: MemberEventReceiptTable;
  member_event_cursor: MemberEventCursorTable;
}
