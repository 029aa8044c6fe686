import { z } from 'zod';
import { safeText } from './text.js';
import type { WhitelabelNode } from './site-constants.js';

export const locationSchema = z.object({
  ip: z.string(),
  countryCode: z.string().nullable(),
});
export type VisitorLocation = z.infer<typeof locationSchema>;

export const systemStatusSchema = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  endTime: z.string().nullable().describe('ISO time the maintenance is expected to end'),
  location: locationSchema,
});
export type SystemStatusValue = z.infer<typeof systemStatusSchema>;

export const whitelabelNodeSchema: z.ZodType<WhitelabelNode> = z.lazy(() =>
  z.object({
    modId: z.string(),
    enabled: z.enum(['0', '1']),
    childrenNodes: z.array(whitelabelNodeSchema),
  }),
);

export const registerRuleSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  pattern: z.string().describe("accepted pattern: a regular expression source, or '*' for anything"),
  patternId: z.number().int().min(0).max(20),
  minLength: z.number().int().min(0),
  maxLength: z.number().int().min(0),
});
export type RegisterRule = z.infer<typeof registerRuleSchema>;
export const registerRulesSchema = z.record(z.string(), registerRuleSchema);
export type RegisterRules = z.infer<typeof registerRulesSchema>;

export const domainRouteSchema = z.object({
  mainDomain: z.string(),
  routes: z.array(z.object({ domain: z.string(), path: z.string() })),
});
export type DomainRoute = z.infer<typeof domainRouteSchema>;

export const helpCenterQuerySchema = z.object({
  lang: safeText(10, { trim: false }).min(2).default('en'),
  device: z.enum(['WEB', 'H5', 'APP']).default('WEB'),
});
export const helpArticleSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  content: z.string(),
});
export type HelpArticle = z.infer<typeof helpArticleSchema>;

export const countryCodeSchema = z.object({
  countryCode: z.string(),
  countryDialingCode: z.string(),
  name: z.string(),
  mobileDigits: z
    .number()
    .int()
    .nullable()
    .describe("digits of a national mobile number ('{0}-digit phone number'); null: several lengths"),
});
export type CountryCode = z.infer<typeof countryCodeSchema>;

export const customerServiceSchema = z.object({
  csType: z.string(),
  name: z.string(),
  path: z.string(),
});
export type CustomerServiceEntry = z.infer<typeof customerServiceSchema>;

export const languageSchema = z.object({
  code: z.string(),
  name: z.string(),
  nativeName: z.string(),
  enabled: z.boolean(),
});
export type Language = z.infer<typeof languageSchema>;

export const resourcesSchema = z.object({
  siteName: z.string(),
  currency: z.object({ code: z.string(), symbol: z.string(), minorUnits: z.number().int() }),
  defaultLanguage: z.string(),
  languages: z.array(languageSchema),
  timeZone: z.string(),
  supportHours: z.string(),
  copyrightYear: z.number().int(),
  socialLinks: z.array(z.object({ name: z.string(), url: z.string() })),
  appDownload: z.object({ ios: z.string(), android: z.string() }),
});
export type SiteResources = z.infer<typeof resourcesSchema>;

export const maintenanceSettingSchema = z.object({
  enabled: z.boolean(),
  endTime: z.string().nullable(),
});
export type MaintenanceSetting = z.infer<typeof maintenanceSettingSchema>;

export const regionRestrictionSettingSchema = z.object({
  enabled: z.boolean(),
  blockedCountries: z.array(z.string().length(2)),
  blockedCidrs: z.array(z.string()),
  allowedCidrs: z.array(z.string()).describe('always allowed, even inside a blocked country'),
});
export type RegionRestrictionSetting = z.infer<typeof regionRestrictionSettingSchema>;

export const permissionInfoSchema = z.object({
  customerService: z.array(customerServiceSchema),
  domainRoute: domainRouteSchema,
  resources: resourcesSchema,
  whitelabel: z.array(whitelabelNodeSchema),
  register: registerRulesSchema,
  mainDomain: z.string(),
  analytics: z.object({ measurementId: z.string().nullable() }),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  maintenance: maintenanceSettingSchema,
  regionRestriction: z.object({ enabled: z.boolean(), restricted: z.boolean() }),
  location: locationSchema,
});
export type PermissionInfo = z.infer<typeof permissionInfoSchema>;

export const probeSchema = z.object({ status: z.string() });
