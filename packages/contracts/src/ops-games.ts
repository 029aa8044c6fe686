import { z } from 'zod';
import { catalogImportRequestSchema } from './catalog-import.js';
import { gameTypes } from './lobby-constants.js';
import { vendorCodeSchema } from './lobby.js';
import { safeText } from './text.js';
import { pageQuerySchema, pageSchema } from './wallet.js';

// The operator console's game catalog: vendors and categories (order, enable), games (enable, hot rank)
// and the preview of a catalog import. Every change is audited with before and after.

const catalogCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Z0-9_]{1,32}$/, 'codes are upper-case letters, digits and _');
const nodeIdSchema = z.string().regex(/^[1-9][0-9]{0,17}$/, 'Not found');
/** Accepts JSON booleans and the query-string spellings true/false. */
const queryFlag = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : value),
  z.boolean().optional(),
);

export const opsVendorParamsSchema = z.object({ code: vendorCodeSchema });
export const opsCategoryParamsSchema = z.object({ code: catalogCodeSchema });
export const opsGameParamsSchema = z.object({ nodeId: nodeIdSchema });

export const opsVendorSchema = z.object({
  code: z.string(),
  name: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  games: z.number().int().describe('enabled games of the vendor'),
  hotGames: z.number().int(),
});
export type OpsVendor = z.infer<typeof opsVendorSchema>;

export const opsCategoryVendorSchema = z.object({
  code: z.string(),
  enabled: z.boolean(),
});
export const opsCategorySchema = z.object({
  code: z.string(),
  gameType: z.string().nullable(),
  titles: z.record(z.string(), z.string()),
  sort: z.number().int(),
  enabled: z.boolean(),
  vendors: z.array(opsCategoryVendorSchema).describe('the vendors the category shows, in lobby order'),
});
export type OpsCategory = z.infer<typeof opsCategorySchema>;

export const opsGamesCatalogSchema = z.object({
  vendors: z.array(opsVendorSchema),
  categories: z.array(opsCategorySchema),
});
export type OpsGamesCatalog = z.infer<typeof opsGamesCatalogSchema>;

export const opsOrderSchema = z.object({
  codes: z
    .array(catalogCodeSchema)
    .min(1, 'Input cannot be empty')
    .max(500)
    .describe('every code, in the new order'),
});
export type OpsOrderRequest = z.infer<typeof opsOrderSchema>;

export const opsEnableSchema = z.object({ enabled: z.boolean() });

export const opsCategoryVendorsSchema = z.object({
  vendors: z
    .array(z.object({ code: vendorCodeSchema, enabled: z.boolean() }))
    .min(1, 'Input cannot be empty')
    .max(200)
    .describe('every vendor mapped to the category, in the new order, each enabled or not'),
});
export type OpsCategoryVendorsRequest = z.infer<typeof opsCategoryVendorsSchema>;

export const opsGameListQuerySchema = pageQuerySchema.extend({
  vendor: vendorCodeSchema.optional(),
  gameType: z.enum(gameTypes).optional(),
  q: safeText(64).optional().describe('part of the English name or the game code'),
  hot: queryFlag.describe('true: only hot games, by hot rank'),
  enabled: queryFlag,
});
export type OpsGameListQuery = z.output<typeof opsGameListQuerySchema>;

export const opsGameRowSchema = z.object({
  nodeId: z.string(),
  vendor: z.string(),
  gameCode: z.string(),
  gameType: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  hotRank: z.number().int().nullable(),
  isNew: z.boolean(),
  sort: z.number().int(),
});
export type OpsGameRow = z.infer<typeof opsGameRowSchema>;
export const opsGamePageSchema = pageSchema(opsGameRowSchema);

export const opsGameUpdateSchema = z
  .object({
    enabled: z.boolean().optional(),
    hotRank: z
      .number()
      .int()
      .min(1)
      .max(100_000)
      .nullable()
      .optional()
      .describe('its place among the hot games; null: not hot'),
  })
  .refine((value) => value.enabled !== undefined || value.hotRank !== undefined, 'Input cannot be empty');
export type OpsGameUpdate = z.infer<typeof opsGameUpdateSchema>;

/** The same request as the import itself: the preview shows what applying it would change. */
export const catalogImportPreviewRequestSchema = catalogImportRequestSchema;

export const importPreviewRowSchema = z.object({
  vendor: z.string(),
  gameCode: z.string(),
  name: z.string(),
  fields: z.array(z.string()).describe('changed rows: the fields whose value changes'),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRowSchema>;

/** Lists are cut at `listLimit` rows; the counts are always whole. */
export const catalogImportPreviewSchema = z.object({
  total: z.number().int(),
  added: z.number().int(),
  changed: z.number().int(),
  removed: z.number().int().describe('replace mode: enabled games of the vendor missing from the file'),
  unchanged: z.number().int(),
  listLimit: z.number().int(),
  addedRows: z.array(importPreviewRowSchema),
  changedRows: z.array(importPreviewRowSchema),
  removedRows: z.array(importPreviewRowSchema),
});
export type CatalogImportPreview = z.infer<typeof catalogImportPreviewSchema>;
