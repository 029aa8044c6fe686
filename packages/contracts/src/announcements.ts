import { z } from 'zod';
import { safeText } from './text.js';
import {
  announcementTypes,
  bannerGroups,
  linkageTypes,
  noticePageSize,
  popupExecutions,
  promotionTypes,
  type AnnouncementType,
} from './lobby-constants.js';
import { optionalParam } from './lobby.js';

/** A comma-separated query list of enum values ('B,PL,PU'); unknown values are refused. */
function commaList<const T extends readonly [string, ...string[]]>(values: T) {
  const item = z.enum(values);
  return z
    .string()
    .max(100)
    .transform((text) => [
      ...new Set(
        text
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(item));
}

export const announcementsQuerySchema = z.object({
  types: z
    .preprocess(
      (value) => (value === '' || value === undefined ? announcementTypes.join(',') : value),
      commaList(announcementTypes),
    )
    .describe(
      'comma list of B (banners), PL (notices), PU (popups), PR (promotions), H (headlines); default all',
    ),
  platform: safeText(8).default('W').describe('W: the web site'),
  execution: optionalParam(
    commaList(popupExecutions).describe(
      'popups only: narrow to these audiences (the server already picks A/F for a token, B without)',
    ),
  ),
  groupName: optionalParam(z.enum(bannerGroups).describe('banners of this group only')),
  promotionType: optionalParam(
    z.enum(promotionTypes).describe('promotions of this type only (ALL: every type)'),
  ),
  language: safeText(10).default('en'),
  pageNo: z.coerce
    .number()
    .int()
    .min(1)
    .max(10_000)
    .default(1)
    .describe(`notice page, ${noticePageSize} per page`),
});
export type AnnouncementsQuery = z.input<typeof announcementsQuerySchema>;

export const bannerSchema = z.object({
  id: z.string(),
  groupName: z.enum(bannerGroups),
  title: z.string(),
  url: z.string().describe('banner image'),
  linkageType: z.enum(linkageTypes).nullable().describe('what a click opens; null: nothing'),
  target: z.string().nullable().describe('route path, https URL, game nodeId or vendor code'),
  sort: z.number().int(),
});
export const noticeSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string().describe('HTML sanitised by the server; render through DOMPurify as well'),
  createdAt: z.string(),
});
export const popupSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string().describe('sanitised HTML'),
  execution: z.enum(popupExecutions),
  imageUrl: z.string().nullable(),
});
export const promotionSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string().describe('sanitised HTML'),
  promotionType: z.enum(promotionTypes),
  imageUrl: z.string().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
});
export const headlineSchema = z.object({ id: z.string(), title: z.string() });

export const announcementsValueSchema = z.object({
  banners: z.array(bannerSchema),
  player: z.object({
    content: z.array(noticeSchema),
    pageNum: z.number().int(),
    totalPages: z.number().int(),
    total: z.number().int(),
  }),
  popup: z.array(popupSchema),
  promotion: z.array(promotionSchema),
  headline: z.array(headlineSchema),
});
export type AnnouncementsValue = z.infer<typeof announcementsValueSchema>;
export type Banner = z.infer<typeof bannerSchema>;
export type Notice = z.infer<typeof noticeSchema>;
export type Popup = z.infer<typeof popupSchema>;
export type Promotion = z.infer<typeof promotionSchema>;

/** Images and links an announcement may point at: a path on this site, or an https address. */
export const safeUrlSchema = safeText(2048).refine(
  (value) => (value.startsWith('/') && !value.startsWith('//')) || /^https:\/\/[^\s/]+/i.test(value),
  'must be a path on this site (/...) or an https:// address',
);

const languageKey = z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'language codes look like en, bn or pt-BR');
export const announcementTextSchema = z.object({
  title: safeText(200).min(1, 'Input cannot be empty'),
  content: safeText(50_000, { kind: 'multiline', trim: false })
    .default('')
    .describe('HTML; sanitised on the server before storage'),
  imageUrl: safeUrlSchema.optional().describe('image in this language (banners); else the shared one'),
});

const typeRules: Record<
  AnnouncementType,
  { needs: ('groupName' | 'execution' | 'promotionType' | 'image')[] }
> = {
  B: { needs: ['groupName', 'image'] },
  PL: { needs: [] },
  PU: { needs: ['execution'] },
  PR: { needs: ['promotionType'] },
  H: { needs: [] },
};

export const announcementInputSchema = z
  .object({
    type: z.enum(announcementTypes),
    platform: z
      .enum(['W', 'AGENT'])
      .default('W')
      .describe("W: the player site; AGENT: the agent center's announcements (notices, type PL)"),
    groupName: z.enum(bannerGroups).nullish(),
    execution: z.enum(popupExecutions).nullish(),
    promotionType: z.enum(promotionTypes).nullish(),
    imageUrl: safeUrlSchema.nullish(),
    linkageType: z.enum(linkageTypes).nullish(),
    target: safeText(2048).nullish(),
    sort: z.number().int().min(-1_000_000).max(1_000_000).default(0),
    startsAt: z.iso.datetime({ offset: true }).nullish(),
    endsAt: z.iso.datetime({ offset: true }).nullish(),
    enabled: z.boolean().default(true),
    texts: z
      .record(languageKey, announcementTextSchema)
      .refine((texts) => 'en' in texts, 'an English text (texts.en) is required'),
  })
  .superRefine((input, ctx) => {
    const hasImage = Boolean(input.imageUrl) || Object.values(input.texts).some((text) => text.imageUrl);
    for (const need of typeRules[input.type].needs) {
      const present = need === 'image' ? hasImage : Boolean(input[need]);
      if (!present)
        ctx.addIssue({
          code: 'custom',
          path: [need === 'image' ? 'imageUrl' : need],
          message: `required for type ${input.type}`,
        });
    }
    if (Boolean(input.linkageType) !== Boolean(input.target))
      ctx.addIssue({ code: 'custom', path: ['target'], message: 'linkageType and target go together' });
    const target = input.target ?? '';
    const targetOk: Record<string, boolean> = {
      ROUTE: target.startsWith('/') && !target.startsWith('//'),
      URL: /^https:\/\/[^\s/]+/i.test(target),
      GAME: /^[1-9][0-9]{0,17}$/.test(target),
      VENDOR: /^[A-Z0-9_]{1,32}$/.test(target),
    };
    if (input.linkageType && !targetOk[input.linkageType])
      ctx.addIssue({ code: 'custom', path: ['target'], message: `not a valid ${input.linkageType} target` });
    if (input.startsAt && input.endsAt && input.startsAt >= input.endsAt)
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'must be after startsAt' });
  });
export type AnnouncementInput = z.input<typeof announcementInputSchema>;
export type AnnouncementData = z.output<typeof announcementInputSchema>;

export const operatorAnnouncementSchema = z.object({
  id: z.string(),
  type: z.enum(announcementTypes),
  platform: z.string(),
  groupName: z.enum(bannerGroups).nullable(),
  execution: z.enum(popupExecutions).nullable(),
  promotionType: z.enum(promotionTypes).nullable(),
  imageUrl: z.string().nullable(),
  linkageType: z.enum(linkageTypes).nullable(),
  target: z.string().nullable(),
  sort: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  enabled: z.boolean(),
  texts: z.record(
    z.string(),
    z.object({ title: z.string(), content: z.string(), imageUrl: z.string().optional() }),
  ),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OperatorAnnouncement = z.infer<typeof operatorAnnouncementSchema>;
export const announcementIdParamsSchema = z.object({ id: z.string().regex(/^[1-9][0-9]{0,17}$/) });

export const operatorAnnouncementsSchema = z.array(operatorAnnouncementSchema);
export const bannerArtParamsSchema = z.object({ file: z.string().regex(/^[a-z0-9-]{1,32}\.svg$/) });
export const bannerArtQuerySchema = z.object({ lang: safeText(10).default('en') });
