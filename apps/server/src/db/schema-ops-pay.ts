import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** Tables of the console's platform messages and KYC review (migration 0030-ops-pay). */
export interface OpsMessageSendTable {
  id: ColumnType<string, never, never>;
  request_id: string;
  staff_id: string;
  audience: 'member' | 'tag' | 'all';
  target: string | null;
  title: string;
  content: string;
  status: Generated<'sending' | 'done'>;
  planned: Generated<number>;
  sent: Generated<number>;
  /** Keyset of the background send: members up to this id have their message. */
  last_member_id: ColumnType<string, string | undefined, string>;
  created_at: Generated<Date>;
  finished_at: NullableTimestamp;
}

export interface KycDocumentTable {
  id: ColumnType<string, never, never>;
  member_id: string;
  doc_type: 'national_id' | 'passport' | 'driving_licence';
  status: Generated<'pending' | 'approved' | 'rejected'>;
  reason: string | null;
  claimed_by: string | null;
  claimed_at: NullableTimestamp;
  reviewed_by: string | null;
  reviewed_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface KycFileTable {
  document_id: string;
  part: 'front' | 'back';
  content_type: 'image/png' | 'image/jpeg';
  bytes: Buffer;
}

export interface OpsPayTables {
  ops_message_send: OpsMessageSendTable;
  kyc_document: KycDocumentTable;
  kyc_file: KycFileTable;
}
