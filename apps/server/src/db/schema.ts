import type { ColumnType, Generated, Selectable } from 'kysely';
import type { AgentTables } from './schema-agents.js';
import type { EventTables } from './schema-events.js';
import type { GameTables } from './schema-games.js';
import type { MemberSecurityTables } from './schema-member-security.js';
import type { SupportTables } from './schema-support.js';
import type { OpsTables } from './schema-ops.js';
import type { OpsPayTables } from './schema-ops-pay.js';
import type { WalletTables } from './schema-wallet.js';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface SiteSettingTable {
  key: string;
  value: ColumnType<unknown, string, string>;
  updated_at: Timestamp;
}

export interface WhitelabelModuleTable {
  mod_id: string;
  parent_id: string | null;
  enabled: Generated<boolean>;
  sort: Generated<number>;
}

export interface RegisterFieldRuleTable {
  field: string;
  enabled: boolean;
  required: boolean;
  pattern: string;
  pattern_id: number;
  min_length: number;
  max_length: number;
  sort: number;
}

export interface CountryTable {
  code: string;
  dialing_code: string;
  name: string;
  enabled: Generated<boolean>;
  sort: Generated<number>;
  /** Added by 0018: digits of a national mobile number, when the country has one length. */
  mobile_digits: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface HelpArticleTable {
  id: Generated<number>;
  slug: string;
  lang: string;
  device: string;
  title: string;
  content: string;
  sort: number;
}

export interface GeoIpRangeTable {
  cidr: string;
  country_code: string;
}

export interface MemberTable {
  id: ColumnType<string, never, never>;
  username: string;
  type: Generated<number>;
  status: Generated<'active' | 'disabled'>;
  password_hash: string | null;
  password_is_default: Generated<boolean>;
  password_changed_at: NullableTimestamp;
  payment_password_hash: string | null;
  nickname: string | null;
  mobile: string | null;
  email: string | null;
  payee_name: string | null;
  referral_code: string;
  upline_id: string | null;
  affiliate_code: string | null;
  language: string | null;
  avatar_id: string | null;
  profile: ColumnType<Record<string, string>, string | undefined, string>;
  register_ip: string | null;
  register_domain: string | null;
  register_url: string | null;
  register_method: string | null;
  terms_accepted_at: NullableTimestamp;
  age_confirmed_at: NullableTimestamp;
  login_count: Generated<number>;
  last_login_at: NullableTimestamp;
  created_at: Generated<Date>;
  /** Added by 0006-agents: IANA zone of the agent's reports; null = the site's. */
  time_zone: ColumnType<string | null, string | null | undefined, string | null>;
  /** Added by 0011: a staff account's permissions; null = all of them. */
  staff_permissions: ColumnType<string[] | null, string[] | null | undefined, string[] | null>;
  /** Added by 0018: when the bound e-mail was proved with a code. */
  email_verified_at: NullableTimestamp;
  /** Added by 0022: staff froze the agent business (no agent-center sign-in, no new downlines). */
  agent_frozen_at: NullableTimestamp;
  /** The upline agent that froze it in the agent center; null: staff (migration 0032). */
  agent_frozen_by: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface MemberSessionTable {
  id: ColumnType<string, never, never>;
  member_id: string;
  token_hash: string;
  portal: string;
  ip: string;
  user_agent: string | null;
  first_login: boolean;
  must_change_password: Generated<boolean>;
  created_at: Generated<Date>;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
}

export interface LoginAuditTable {
  id: ColumnType<string, never, never>;
  member_id: string | null;
  login_name: string;
  method: string;
  portal: string | null;
  ip: string;
  user_agent: string | null;
  success: boolean;
  reason: string;
  /** The web client's device key (`x-device-id`), null when none was sent. */
  device_id: string | null;
  created_at: Generated<Date>;
}

export interface LoginIpTable {
  member_id: string;
  ip: string;
  first_seen_at: Generated<Date>;
  last_seen_at: Timestamp;
}

export interface LoginChallengeTable {
  id: ColumnType<string, never, never>;
  challenge_hash: string;
  member_id: string;
  ip: string;
  portal: string;
  methods: ColumnType<string[], string, string>;
  attempts: Generated<number>;
  expires_at: Timestamp;
  consumed_at: NullableTimestamp;
  created_at: Generated<Date>;
}

export interface VerificationCodeTable {
  id: ColumnType<string, never, never>;
  purpose: string;
  channel: 'sms' | 'email';
  destination: string;
  code_hash: string;
  salt: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  consumed_at: NullableTimestamp;
  created_at: Generated<Date>;
}

export interface RateLimitTable {
  key: string;
  count: number;
  reset_at: Timestamp;
}

export interface CaptchaTable {
  id: string;
  answer_hash: string;
  expires_at: Timestamp;
}

export interface BotCheckUseTable {
  nonce: string;
  expires_at: Timestamp;
}

export interface PasswordResetTokenTable {
  id: ColumnType<string, never, never>;
  member_id: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Generated<Date>;
}

export interface SmsOutboxTable {
  id: ColumnType<string, never, never>;
  destination: string;
  body: string;
  created_at: Generated<Date>;
}

export interface MailOutboxTable {
  id: ColumnType<string, never, never>;
  to_address: string;
  subject: string;
  body: string;
  created_at: Generated<Date>;
}

export interface ServerKeyTable {
  id: string;
  public_key_pem: string;
  private_key_pem: string;
  created_at: Generated<Date>;
}

// Game catalog and lobby (migration 0004-catalog).

export interface GameVendorTable {
  code: string;
  display_name: string;
  logo_url: string | null;
  /** Added by 0005-games: the provider that runs the vendor's games. */
  provider_code: Generated<string | null>;
  sort: Generated<number>;
  enabled: Generated<boolean>;
  created_at: Generated<Date>;
}

export interface GameTypeTable {
  code: string;
  sort: Generated<number>;
}

export interface GameClassifyTable {
  code: string;
  sort: Generated<number>;
  required_language: string | null;
}

export interface GameCategoryTable {
  code: string;
  game_type: string | null;
  nav_key: string | null;
  path: string | null;
  titles: ColumnType<Record<string, string>, string, string>;
  sort: Generated<number>;
  enabled: Generated<boolean>;
}

export interface GameCategoryVendorTable {
  category_code: string;
  vendor_code: string;
  sort: Generated<number>;
  enabled: Generated<boolean>;
}

export interface GameTable {
  node_id: ColumnType<string, string | undefined, never>;
  vendor_code: string;
  game_type: string;
  game_code: string;
  names: ColumnType<Record<string, string>, string, string>;
  name_en: string;
  search_text: string;
  icon_url: string | null;
  is_game: Generated<'GAME' | 'VASSALAGE'>;
  support_play: Generated<number>;
  game_classify: string | null;
  min_bet_minor: ColumnType<string, string | bigint, string | bigint>;
  lines: number | null;
  rtp_bp: number | null;
  hot_rank: number | null;
  is_new: Generated<boolean>;
  released_at: ColumnType<Date, Date | string | undefined, Date | string>;
  sort: Generated<number>;
  enabled: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

export interface GameLaneTable {
  id: string;
  titles: ColumnType<Record<string, string>, string, string>;
  vendor_code: string | null;
  game_type: string | null;
  game_limit: Generated<number>;
  sort: Generated<number>;
  enabled: Generated<boolean>;
}

export interface GameFavouriteTable {
  member_id: string;
  node_id: string;
  created_at: Timestamp;
}

export interface GameRecentTable {
  member_id: string;
  node_id: string;
  played_at: Timestamp;
}

export interface GameWinTable {
  id: ColumnType<string, never, never>;
  round_ref: string;
  member_id: string;
  customer_name: string;
  node_id: string;
  vendor_code: string;
  game_type: string;
  win_amount_minor: ColumnType<string, string | bigint, never>;
  won_at: Timestamp;
}

export interface AnnouncementTextColumn {
  title: string;
  content: string;
  imageUrl?: string;
}

export interface AnnouncementTable {
  id: ColumnType<string, never, never>;
  seed_key: string | null;
  type: string;
  platform: Generated<string>;
  group_name: string | null;
  execution: string | null;
  promotion_type: string | null;
  image_url: string | null;
  linkage_type: string | null;
  target: string | null;
  texts: ColumnType<Record<string, AnnouncementTextColumn>, string, string>;
  sort: Generated<number>;
  starts_at: NullableTimestamp;
  ends_at: NullableTimestamp;
  enabled: Generated<boolean>;
  deleted_at: NullableTimestamp;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

export interface PlatformMessageTable {
  id: ColumnType<string, never, never>;
  member_id: string | null;
  title: string;
  content: string;
  created_at: Timestamp;
  /** Added by 0030: the staff send (ops_message_send) it belongs to. */
  send_id: ColumnType<string | null, string | null | undefined, never>;
}

export interface PlatformMessageReceiptTable {
  message_id: string;
  member_id: string;
  read_at: NullableTimestamp;
  deleted_at: NullableTimestamp;
}

/** The version (checksum) of each db/sql/<name>.sql file the database runs. */
export interface SqlFileTable {
  name: string;
  checksum: string;
  applied_at: Date;
}

export interface Database
  extends
    WalletTables,
    GameTables,
    AgentTables,
    EventTables,
    MemberSecurityTables,
    SupportTables,
    OpsTables,
    OpsPayTables {
  sql_file: SqlFileTable;
  site_setting: SiteSettingTable;
  whitelabel_module: WhitelabelModuleTable;
  register_field_rule: RegisterFieldRuleTable;
  country: CountryTable;
  help_article: HelpArticleTable;
  geo_ip_range: GeoIpRangeTable;
  member: MemberTable;
  member_session: MemberSessionTable;
  login_audit: LoginAuditTable;
  login_ip: LoginIpTable;
  login_challenge: LoginChallengeTable;
  verification_code: VerificationCodeTable;
  rate_limit: RateLimitTable;
  captcha: CaptchaTable;
  bot_check_use: BotCheckUseTable;
  password_reset_token: PasswordResetTokenTable;
  sms_outbox: SmsOutboxTable;
  mail_outbox: MailOutboxTable;
  server_key: ServerKeyTable;
  game_vendor: GameVendorTable;
  game_type: GameTypeTable;
  game_classify: GameClassifyTable;
  game_category: GameCategoryTable;
  game_category_vendor: GameCategoryVendorTable;
  game: GameTable;
  game_lane: GameLaneTable;
  game_favourite: GameFavouriteTable;
  game_recent: GameRecentTable;
  game_win: GameWinTable;
  announcement: AnnouncementTable;
  platform_message: PlatformMessageTable;
  platform_message_receipt: PlatformMessageReceiptTable;
}

export type WhitelabelModuleRow = Selectable<WhitelabelModuleTable>;
export type RegisterFieldRuleRow = Selectable<RegisterFieldRuleTable>;
export type MemberRow = Selectable<MemberTable>;
export type GameRow = Selectable<GameTable>;
export type AnnouncementRow = Selectable<AnnouncementTable>;
