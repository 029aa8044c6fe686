import {
  accountPolicySchema,
  customerServiceSchema,
  domainRouteSchema,
  feedbackSettingSchema,
  maintenanceSettingSchema,
  regionRestrictionSettingSchema,
  resourcesSchema,
  vipPolicySchema,
  type CountryCode,
  type HelpArticle,
  type PermissionInfo,
  type RegisterRules,
  type SystemStatusValue,
  type WhitelabelNode,
} from '@app/contracts';
import { z } from 'zod';
import type { Db } from '../../../db/database.js';
import type { WhitelabelModuleRow } from '../../../db/schema.js';
import { defaultSiteSettings } from '../../../seed/system-defaults.js';
import * as repo from './system.repository.js';
import { isCidrOrIp } from '../../../lib/ip-address.js';
import { decideStatus, isRegionRestricted, type Visitor } from './region.js';

const regionRestrictionSchema = regionRestrictionSettingSchema.superRefine((value, ctx) => {
  for (const key of ['blockedCidrs', 'allowedCidrs'] as const) {
    value[key].forEach((entry, index) => {
      if (!isCidrOrIp(entry))
        ctx.addIssue({
          code: 'custom',
          path: [key, index],
          message: `"${entry}" is not an IP address or CIDR range`,
        });
    });
  }
});

const settingSchemas = {
  resources: resourcesSchema,
  maintenance: maintenanceSettingSchema,
  region_restriction: regionRestrictionSchema,
  domain_route: domainRouteSchema,
  customer_service: z.array(customerServiceSchema),
  analytics: z.object({ measurementId: z.string().nullable() }),
  cdn: z.object({ imageCDNs: z.array(z.string()), launchGameCDNs: z.array(z.string()) }),
  account_policy: accountPolicySchema,
  // Read by the database function deposit_settle; see money/cashier/deposit-states.ts.
  deposit_policy: z.object({ lateGatewaySuccess: z.enum(['credit', 'review']) }),
  feedback: feedbackSettingSchema,
  vip_policy: vipPolicySchema,
} as const;
type SettingKey = keyof typeof settingSchemas;
export type SettingValue<K extends SettingKey> = z.infer<(typeof settingSchemas)[K]>;

/** Reads an operator setting; a missing or malformed row falls back to the shipped default. */
export async function getSetting<K extends SettingKey>(db: Db, key: K): Promise<SettingValue<K>> {
  const schema = settingSchemas[key];
  const parsed = schema.safeParse(await repo.findSetting(db, key));
  if (parsed.success) return parsed.data as SettingValue<K>;
  return schema.parse(defaultSiteSettings[key]) as SettingValue<K>;
}

/** Validates and stores an operator setting (used by tests now, the operator console later). */
export async function updateSetting<K extends SettingKey>(
  db: Db,
  key: K,
  value: SettingValue<K>,
): Promise<void> {
  await repo.upsertSetting(db, key, settingSchemas[key].parse(value));
}

export async function getSystemStatus(db: Db, visitor: Visitor): Promise<SystemStatusValue> {
  const [maintenance, region] = await Promise.all([
    getSetting(db, 'maintenance'),
    getSetting(db, 'region_restriction'),
  ]);
  return {
    status: decideStatus(maintenance.enabled, isRegionRestricted(region, visitor)),
    endTime: maintenance.enabled ? maintenance.endTime : null,
    location: visitor,
  };
}

export function buildModuleTree(rows: readonly WhitelabelModuleRow[]): WhitelabelNode[] {
  const nodes = new Map<string, WhitelabelNode>(
    rows.map((row) => [
      row.mod_id,
      { modId: row.mod_id, enabled: row.enabled ? '1' : '0', childrenNodes: [] },
    ]),
  );
  const roots: WhitelabelNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.mod_id);
    if (!node) continue;
    const parent = row.parent_id ? nodes.get(row.parent_id) : undefined;
    (parent ? parent.childrenNodes : roots).push(node);
  }
  return roots;
}

export async function getWhitelabel(db: Db): Promise<WhitelabelNode[]> {
  return buildModuleTree(await repo.listModules(db));
}

/** Every module toggle as stored (the operator console lists and switches them). */
export function listModuleToggles(db: Db): Promise<WhitelabelModuleRow[]> {
  return repo.listModules(db);
}

export function setModuleToggle(db: Db, modId: string, enabled: boolean): Promise<void> {
  return repo.setModuleEnabled(db, modId, enabled);
}

export async function getRegisterRules(db: Db): Promise<RegisterRules> {
  const rows = await repo.listRegisterRules(db);
  return Object.fromEntries(
    rows.map((row) => [
      row.field,
      {
        enabled: row.enabled,
        required: row.required,
        pattern: row.pattern,
        patternId: row.pattern_id,
        minLength: row.min_length,
        maxLength: row.max_length,
      },
    ]),
  );
}

export async function getCountryCodes(db: Db): Promise<CountryCode[]> {
  const rows = await repo.listCountries(db);
  return rows.map((row) => ({
    countryCode: row.code,
    countryDialingCode: row.dialing_code,
    name: row.name,
    mobileDigits: row.mobile_digits,
  }));
}

/** Help pages in the asked language, or in English when that language has none. */
export async function getHelpCenter(db: Db, lang: string, device: string): Promise<HelpArticle[]> {
  const articles = await repo.listHelpArticles(db, lang, device);
  return articles.length > 0 || lang === 'en' ? articles : repo.listHelpArticles(db, 'en', device);
}

export async function resolveVisitor(
  db: Db,
  ip: string,
  countryFromTrustedProxy: string | null,
): Promise<Visitor> {
  const countryCode = countryFromTrustedProxy ?? (await repo.findCountryByIp(db, ip));
  return { ip, countryCode };
}

export async function getPermissionInfo(db: Db, visitor: Visitor): Promise<PermissionInfo> {
  const [resources, maintenance, region, domainRoute, customerService, analytics, cdn, whitelabel, register] =
    await Promise.all([
      getSetting(db, 'resources'),
      getSetting(db, 'maintenance'),
      getSetting(db, 'region_restriction'),
      getSetting(db, 'domain_route'),
      getSetting(db, 'customer_service'),
      getSetting(db, 'analytics'),
      getSetting(db, 'cdn'),
      getWhitelabel(db),
      getRegisterRules(db),
    ]);
  return {
    customerService,
    domainRoute,
    resources,
    whitelabel,
    register,
    mainDomain: domainRoute.mainDomain,
    analytics,
    imageCDNs: cdn.imageCDNs,
    launchGameCDNs: cdn.launchGameCDNs,
    maintenance,
    regionRestriction: { enabled: region.enabled, restricted: isRegionRestricted(region, visitor) },
    location: visitor,
  };
}
