import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Id = ColumnType<string, never, never>;

/** Tables of support (migration 0019-support-content). */
export interface FeedbackTable {
  id: Id;
  member_id: string;
  question_type: string;
  content: string;
  contact: Generated<string>;
  created_at: Timestamp;
  replied_at: NullableTimestamp;
}

export interface FeedbackImageTable {
  id: Id;
  feedback_id: string;
  storage_key: string;
  content_type: string;
}

export interface FeedbackReplyTable {
  id: Id;
  feedback_id: string;
  staff_id: string;
  content: string;
  created_at: Timestamp;
}

export type ChatStatus = 'queued' | 'open' | 'closed';
export type ChatSender = 'guest' | 'staff' | 'system';

export interface ChatConversationTable {
  id: Id;
  member_id: string | null;
  visitor_key: string | null;
  visitor_name: Generated<string>;
  status: Generated<ChatStatus>;
  agent_id: string | null;
  created_at: Timestamp;
  last_message_at: Timestamp;
  closed_at: NullableTimestamp;
  guest_unread: Generated<number>;
  staff_unread: Generated<number>;
}

export interface ChatMessageTable {
  id: Id;
  conversation_id: string;
  sender: ChatSender;
  staff_id: string | null;
  body: Generated<string>;
  image_key: string | null;
  image_type: string | null;
  created_at: Timestamp;
}

export type LiveHostStatus = 'live' | 'away' | 'offline';

export interface LiveHostTable {
  id: Id;
  code: string;
  name: string;
  avatar_url: Generated<string>;
  status: Generated<LiveHostStatus>;
  stream_url: Generated<string>;
  sort: Generated<number>;
}

export interface LiveHostMessageTable {
  id: Id;
  host_id: string;
  member_id: string;
  nickname: string;
  body: string;
  created_at: Timestamp;
  deleted_at: NullableTimestamp;
  deleted_by: string | null;
}

export interface LiveHostMuteTable {
  host_id: string;
  member_id: string;
  until: Timestamp;
  muted_by: string;
}

export interface LiveHostBlockedWordTable {
  word: string;
}

export type ArticleKind = 'blog' | 'news';
export type ArticleStatus = 'draft' | 'published';

/** Blog and news articles (migration 0029-articles). */
export interface ArticleTable {
  id: Id;
  kind: ArticleKind;
  slug: string;
  title_en: string;
  title_bn: string;
  body_en: string;
  body_bn: string;
  cover_url: string | null;
  status: Generated<ArticleStatus>;
  published_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  updated_by: string | null;
}

export interface SupportTables {
  feedback: FeedbackTable;
  feedback_image: FeedbackImageTable;
  feedback_reply: FeedbackReplyTable;
  chat_conversation: ChatConversationTable;
  chat_message: ChatMessageTable;
  live_host: LiveHostTable;
  live_host_message: LiveHostMessageTable;
  live_host_mute: LiveHostMuteTable;
  live_host_blocked_word: LiveHostBlockedWordTable;
  article: ArticleTable;
}

export type FeedbackRow = Selectable<FeedbackTable>;
export type ChatConversationRow = Selectable<ChatConversationTable>;
export type ChatMessageRow = Selectable<ChatMessageTable>;
export type LiveHostRow = Selectable<LiveHostTable>;
export type LiveHostMessageRow = Selectable<LiveHostMessageTable>;
export type ArticleRow = Selectable<ArticleTable>;
