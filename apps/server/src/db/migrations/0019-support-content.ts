import { sql, type Kysely } from 'kysely';

/**
 * Support: member feedback with images and staff replies, live support chat (conversations with a
 * member or a visitor, their messages kept as transcripts), live hosts and their moderated chat rooms.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table feedback (
      id bigserial primary key,
      member_id bigint not null references member (id),
      question_type text not null,
      content text not null,
      contact text not null default '',
      created_at timestamptz not null default now(),
      replied_at timestamptz
    )`.execute(db);
  await sql`create index feedback_member on feedback (member_id, id desc)`.execute(db);
  await sql`create index feedback_unanswered on feedback (id) where replied_at is null`.execute(db);
  await sql`
    create table feedback_image (
      id bigserial primary key,
      feedback_id bigint not null references feedback (id),
      storage_key text not null unique,
      content_type text not null
    )`.execute(db);
  await sql`create index feedback_image_feedback on feedback_image (feedback_id)`.execute(db);
  await sql`
    create table feedback_reply (
      id bigserial primary key,
      feedback_id bigint not null references feedback (id),
      staff_id bigint not null references member (id),
      content text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index feedback_reply_feedback on feedback_reply (feedback_id, id)`.execute(db);

  // One conversation per member (or visitor key) at a time; closed ones stay as transcripts.
  await sql`
    create table chat_conversation (
      id bigserial primary key,
      member_id bigint references member (id),
      visitor_key text,
      visitor_name text not null default '',
      status text not null default 'queued' check (status in ('queued', 'open', 'closed')),
      agent_id bigint references member (id),
      created_at timestamptz not null default now(),
      last_message_at timestamptz not null default now(),
      closed_at timestamptz,
      guest_unread integer not null default 0,
      staff_unread integer not null default 0,
      check ((member_id is null) <> (visitor_key is null))
    )`.execute(db);
  await sql`create unique index chat_conversation_member_active on chat_conversation (member_id) where status <> 'closed' and member_id is not null`.execute(
    db,
  );
  await sql`create unique index chat_conversation_visitor_active on chat_conversation (visitor_key) where status <> 'closed' and visitor_key is not null`.execute(
    db,
  );
  await sql`create index chat_conversation_status on chat_conversation (status, last_message_at)`.execute(db);
  await sql`
    create table chat_message (
      id bigserial primary key,
      conversation_id bigint not null references chat_conversation (id),
      sender text not null check (sender in ('guest', 'staff', 'system')),
      staff_id bigint references member (id),
      body text not null default '',
      image_key text,
      image_type text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index chat_message_conversation on chat_message (conversation_id, id)`.execute(db);

  await sql`
    create table live_host (
      id bigserial primary key,
      code text not null unique,
      name text not null,
      avatar_url text not null default '',
      status text not null default 'offline' check (status in ('live', 'away', 'offline')),
      stream_url text not null default '',
      sort integer not null default 0
    )`.execute(db);
  await sql`
    create table live_host_message (
      id bigserial primary key,
      host_id bigint not null references live_host (id),
      member_id bigint not null references member (id),
      nickname text not null,
      body text not null,
      created_at timestamptz not null default now(),
      deleted_at timestamptz,
      deleted_by bigint references member (id)
    )`.execute(db);
  await sql`create index live_host_message_host on live_host_message (host_id, id desc)`.execute(db);
  await sql`
    create table live_host_mute (
      host_id bigint not null references live_host (id),
      member_id bigint not null references member (id),
      until timestamptz not null,
      muted_by bigint not null references member (id),
      primary key (host_id, member_id)
    )`.execute(db);
  await sql`create table live_host_blocked_word (word text primary key)`.execute(db);
}
