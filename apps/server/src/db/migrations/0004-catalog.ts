import { sql, type Kysely } from 'kysely';

/**
 * Game catalog and lobby: vendors, game types, categories and the vendors shown in each, sub-type
 * classifications, games, lanes; per-member favourites and recent games; the wins read model of the
 * winner board; announcements and platform messages.
 */
const statements = [
  `create table game_vendor (
    code text primary key check (code ~ '^[A-Z0-9_]{1,32}$'),
    display_name text not null,
    logo_url text,
    sort integer not null default 0,
    enabled boolean not null default true,
    created_at timestamptz not null default now()
  )`,
  `create table game_type (
    code text primary key,
    sort integer not null default 0
  )`,
  `create table game_classify (
    code text primary key,
    sort integer not null default 0,
    required_language text
  )`,
  `create table game_category (
    code text primary key,
    game_type text references game_type (code),
    nav_key text,
    path text,
    titles jsonb not null default '{}'::jsonb,
    sort integer not null default 0,
    enabled boolean not null default true
  )`,
  // Vendor mapping (which vendors a category shows) and sorting (in what order).
  `create table game_category_vendor (
    category_code text not null references game_category (code) on delete cascade,
    vendor_code text not null references game_vendor (code) on delete cascade,
    sort integer not null default 0,
    enabled boolean not null default true,
    primary key (category_code, vendor_code)
  )`,
  // Seeded games use ids below 10,000,000; imported ones come from the sequence above them.
  `create sequence game_node_id_seq start with 10000001`,
  `create table game (
    node_id bigint primary key default nextval('game_node_id_seq'),
    vendor_code text not null references game_vendor (code),
    game_type text not null references game_type (code),
    game_code text not null,
    names jsonb not null check (jsonb_typeof(names) = 'object' and names ? 'en'),
    name_en text not null,
    search_text text not null,
    icon_url text,
    is_game text not null default 'GAME' check (is_game in ('GAME', 'VASSALAGE')),
    support_play smallint not null default 1 check (support_play in (0, 1)),
    game_classify text references game_classify (code),
    min_bet_minor bigint not null default 0 check (min_bet_minor >= 0),
    lines integer check (lines > 0),
    rtp_bp integer check (rtp_bp between 0 and 10000),
    hot_rank integer check (hot_rank > 0),
    is_new boolean not null default false,
    released_at date not null default current_date,
    sort integer not null default 0,
    enabled boolean not null default true,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    unique (vendor_code, game_code)
  )`,
  `alter sequence game_node_id_seq owned by game.node_id`,
  // Listing order is (sort, node_id) inside a game type, optionally narrowed to a vendor, a
  // sub-type, a minimum bet or a line count.
  `create index game_type_list_idx on game (game_type, sort, node_id) where enabled`,
  `create index game_vendor_list_idx on game (vendor_code, game_type, sort, node_id) where enabled`,
  `create index game_classify_list_idx on game (game_type, game_classify, sort, node_id) where enabled`,
  `create index game_min_bet_idx on game (game_type, min_bet_minor) where enabled`,
  `create index game_lines_idx on game (game_type, lines) where enabled`,
  `create index game_hot_idx on game (hot_rank) where enabled and hot_rank is not null`,
  `create index game_new_idx on game (released_at desc, node_id) where enabled and is_new`,
  // Name search is a substring match on lower-cased names (no pg_trgm in PGlite); prefix searches
  // use this index, substring searches scan the (already narrowed) rows of one game type.
  `create index game_search_idx on game (search_text text_pattern_ops) where enabled`,
  `create table game_lane (
    id text primary key,
    titles jsonb not null,
    vendor_code text references game_vendor (code) on delete cascade,
    game_type text references game_type (code),
    game_limit integer not null default 12 check (game_limit between 1 and 60),
    sort integer not null default 0,
    enabled boolean not null default true
  )`,
  `create table game_favourite (
    member_id bigint not null references member (id) on delete cascade,
    node_id bigint not null references game (node_id) on delete cascade,
    created_at timestamptz not null default now(),
    primary key (member_id, node_id)
  )`,
  `create index game_favourite_member_idx on game_favourite (member_id, created_at desc)`,
  `create table game_recent (
    member_id bigint not null references member (id) on delete cascade,
    node_id bigint not null references game (node_id) on delete cascade,
    played_at timestamptz not null default now(),
    primary key (member_id, node_id)
  )`,
  `create index game_recent_member_idx on game_recent (member_id, played_at desc)`,
  // Read model of the winner board, written for every winning round (recordWin). The game's vendor
  // and type and the masked customer name are copied in, so the board reads one table.
  `create table game_win (
    id bigint generated always as identity primary key,
    round_ref text not null unique,
    member_id bigint not null references member (id) on delete cascade,
    customer_name text not null,
    node_id bigint not null references game (node_id) on delete cascade,
    vendor_code text not null,
    game_type text not null,
    win_amount_minor bigint not null check (win_amount_minor > 0),
    won_at timestamptz not null default now()
  )`,
  `create index game_win_board_idx on game_win (win_amount_minor desc, won_at desc)`,
  `create table announcement (
    id bigint generated always as identity primary key,
    seed_key text unique,
    type text not null check (type in ('B', 'PL', 'PU', 'PR', 'H')),
    platform text not null default 'W',
    group_name text check (group_name in ('w_home', 'w_login', 'w_register', 'w_forget')),
    execution text check (execution in ('A', 'B', 'F')),
    promotion_type text,
    image_url text,
    linkage_type text check (linkage_type in ('ROUTE', 'URL', 'GAME', 'VENDOR')),
    target text,
    texts jsonb not null,
    sort integer not null default 0,
    starts_at timestamptz,
    ends_at timestamptz,
    enabled boolean not null default true,
    deleted_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create index announcement_live_idx on announcement (type, platform, sort, id) where enabled and deleted_at is null`,
  `create table platform_message (
    id bigint generated always as identity primary key,
    member_id bigint references member (id) on delete cascade,
    title text not null,
    content text not null,
    created_at timestamptz not null default now()
  )`,
  `create index platform_message_member_idx on platform_message (member_id, created_at desc)`,
  `create index platform_message_broadcast_idx on platform_message (created_at desc) where member_id is null`,
  `create table platform_message_receipt (
    message_id bigint not null references platform_message (id) on delete cascade,
    member_id bigint not null references member (id) on delete cascade,
    read_at timestamptz,
    deleted_at timestamptz,
    primary key (member_id, message_id)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'platform_message_receipt',
    'platform_message',
    'announcement',
    'game_win',
    'game_recent',
    'game_favourite',
    'game_lane',
    'game',
    'game_category_vendor',
    'game_category',
    'game_classify',
    'game_type',
    'game_vendor',
  ]) {
    await sql.raw(`drop table if exists ${table}`).execute(db);
  }
}
