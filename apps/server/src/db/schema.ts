import type { ColumnType, Generated, Selectable } from 'kysely';

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
}

export interface MemberSessionTable {
  id: ColumnType<string, never, never>;
  member_id: string;
  token_hash: string;
  portal: string;
  ip: string;
  user_agent: string | null;
  first_login: boolean;
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

export interface Database {
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
  password_reset_token: PasswordResetTokenTable;
  sms_outbox: SmsOutboxTable;
  mail_outbox: MailOutboxTable;
  server_key: ServerKeyTable;
}

export type WhitelabelModuleRow = Selectable<WhitelabelModuleTable>;
export type RegisterFieldRuleRow = Selectable<RegisterFieldRuleTable>;
export type MemberRow = Selectable<MemberTable>;
