import { z } from 'zod';
import { errorDetailSchema } from './api-error.js';
import { safeText } from './text.js';
import { gameClassifies, gameTypes, isGameValues } from './lobby-constants.js';
import { decimalParam, vendorCodeSchema } from './lobby.js';
import { safeUrlSchema } from './announcements.js';

/** Accepts JSON booleans and the CSV spellings true/false/1/0/yes/no (empty: absent). */
const flag = z.preprocess((value) => {
  if (value === '' || value === undefined || value === null) return undefined;
  if (typeof value === 'string') {
    const lower = value.trim().toLowerCase();
    if (['true', '1', 'yes'].includes(lower)) return true;
    if (['false', '0', 'no'].includes(lower)) return false;
  }
  return value;
}, z.boolean().optional());
const blank = (value: unknown) => (value === '' || value === null ? undefined : value);
const optionalNumber = (schema: z.ZodNumber) =>
  z.preprocess(blank, z.coerce.number().pipe(schema).optional());
const optionalText = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());

const gameName = safeText(100).min(1, 'Input cannot be empty');

/**
 * One game of a vendor's list, as the operator imports it (JSON rows, or CSV columns vendor, gameCode,
 * gameType, name_en, name_bn, name_<lang>..., iconUrl, isGame, supportPlay, gameClassify, minBet, lines,
 * rtp, hotRank, isNew, releasedAt, sort, enabled). Rows are matched to existing games by (vendor, gameCode).
 */
export const catalogImportRowSchema = z.object({
  vendor: vendorCodeSchema,
  gameCode: z
    .string()
    .trim()
    .min(1, 'Input cannot be empty')
    .max(64)
    .regex(/^[A-Za-z0-9_.:-]+$/, 'letters, digits and _ . : - only'),
  gameType: z.enum(gameTypes),
  names: z
    .record(z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'language codes look like en or bn'), gameName)
    .refine((names) => typeof names.en === 'string', 'an English name (names.en / name_en) is required'),
  iconUrl: optionalText(safeUrlSchema),
  isGame: optionalText(z.enum(isGameValues)).default('GAME'),
  supportPlay: optionalNumber(z.number().int().min(0).max(1)).default(1),
  gameClassify: optionalText(z.enum(gameClassifies)),
  minBet: optionalText(decimalParam).default('0'),
  lines: optionalNumber(z.number().int().min(1).max(100_000)),
  rtp: optionalText(
    z
      .string()
      .trim()
      .regex(/^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/, 'a percentage like 96.5'),
  ),
  hotRank: optionalNumber(z.number().int().min(1).max(100_000)),
  isNew: flag.default(false),
  releasedAt: optionalText(z.iso.date()),
  sort: optionalNumber(z.number().int().min(-1_000_000).max(1_000_000)).default(0),
  enabled: flag.default(true),
});
export type CatalogImportRow = z.output<typeof catalogImportRowSchema>;

export const catalogImportRequestSchema = z.object({
  format: z.enum(['json', 'csv']),
  content: safeText(5_000_000, { kind: 'multiline', trim: false })
    .min(1, 'Input cannot be empty')
    .describe('the file: a JSON array of rows (or { games: [...] }), or CSV with a header line'),
  vendor: vendorCodeSchema
    .optional()
    .describe('fills rows without a vendor; rows of another vendor are refused'),
  mode: z
    .enum(['merge', 'replace'])
    .default('merge')
    .describe("replace: the vendor's games missing from the file are disabled"),
});
export type CatalogImportRequest = z.input<typeof catalogImportRequestSchema>;

export const importRowErrorSchema = z.object({
  row: z.number().int().describe('1-based data row (CSV: line number minus the header)'),
  field: z.string(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

export const catalogImportReportSchema = z.object({
  total: z.number().int(),
  inserted: z.number().int(),
  updated: z.number().int(),
  disabled: z.number().int().describe('replace mode: games of the vendor missing from the file'),
});
export type CatalogImportReport = z.infer<typeof catalogImportReportSchema>;
export const catalogImportErrorsSchema = z.object({ errors: z.array(importRowErrorSchema) });

/** A failed import: the usual error detail plus every bad row. */
export const catalogImportErrorValueSchema = errorDetailSchema
  .extend(catalogImportErrorsSchema.partial().shape)
  .nullable();
export const gameIconParamsSchema = z.object({ file: z.string().regex(/^[1-9][0-9]{0,17}\.svg$/) });
export const gameIconQuerySchema = z.object({ imgSize: safeText(8).optional() });
export const vendorLogoParamsSchema = z.object({ file: z.string().regex(/^[A-Z0-9_]{1,32}\.svg$/) });
