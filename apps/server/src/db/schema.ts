import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

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

export interface Database {
  site_setting: SiteSettingTable;
  whitelabel_module: WhitelabelModuleTable;
  register_field_rule: RegisterFieldRuleTable;
  country: CountryTable;
  help_article: HelpArticleTable;
  geo_ip_range: GeoIpRangeTable;
}

export type WhitelabelModuleRow = Selectable<WhitelabelModuleTable>;
export type RegisterFieldRuleRow = Selectable<RegisterFieldRuleTable>;
