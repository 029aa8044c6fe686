import { z } from 'zod';
import { articleKinds, articleLimits, articleSlugPattern, articleStatuses } from './article-constants.js';
import { safeUrlSchema } from './announcements.js';
import { safeText } from './text.js';
import { pageQuerySchema, pageSchema } from './wallet.js';

const slugSchema = z
  .string({ error: 'Please enter a slug' })
  .trim()
  .max(articleLimits.maxSlug)
  .regex(articleSlugPattern, 'The slug is lowercase letters and digits joined by hyphens (my-first-post)');

export const articleKindParamsSchema = z.object({ kind: z.enum(articleKinds) });
export const articleSlugParamsSchema = z.object({ kind: z.enum(articleKinds), slug: slugSchema });
export const articleIdParamsSchema = z.object({
  id: z.string().regex(/^[1-9][0-9]{0,17}$/, 'not an article id'),
});

/** The player's list: a page of published articles of a kind, in a language (English when not bn). */
export const articleListQuerySchema = pageQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(50).default(articleLimits.pageSize),
  lang: safeText(10, { trim: false }).min(2).default('en'),
});
export const articleQuerySchema = z.object({ lang: safeText(10, { trim: false }).min(2).default('en') });

/** An article in the list: its text in one language, the summary is plain text cut from the body. */
export const articleSummarySchema = z.object({
  kind: z.enum(articleKinds),
  slug: z.string(),
  title: z.string(),
  summary: z.string().describe('plain text, the start of the body'),
  coverUrl: z.string().nullable(),
  publishedAt: z.string(),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;
export const articlePageSchema = pageSchema(articleSummarySchema);
export type ArticlePage = z.infer<typeof articlePageSchema>;

export const articleSchema = articleSummarySchema.omit({ summary: true }).extend({
  body: z.string().describe('HTML sanitised by the server; render through DOMPurify as well'),
});
export type Article = z.infer<typeof articleSchema>;

const articleTextSchema = z.object({
  title: safeText(articleLimits.maxTitle).min(1, 'Input cannot be empty'),
  body: safeText(articleLimits.maxBody, { kind: 'multiline', trim: false })
    .refine((value) => value.trim().length > 0, 'Please enter content')
    .describe('HTML; sanitised on the server before storage'),
});

/** What the operator writes: kind, slug, English and Bengali texts, an optional cover image. */
export const articleInputSchema = z.object({
  kind: z.enum(articleKinds),
  slug: slugSchema,
  coverUrl: safeUrlSchema.nullish(),
  texts: z.object({ en: articleTextSchema, bn: articleTextSchema }),
});
export type ArticleInput = z.input<typeof articleInputSchema>;
export type ArticleData = z.output<typeof articleInputSchema>;

export const operatorArticleSchema = z.object({
  id: z.string(),
  kind: z.enum(articleKinds),
  slug: z.string(),
  coverUrl: z.string().nullable(),
  status: z.enum(articleStatuses),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  texts: z.object({
    en: z.object({ title: z.string(), body: z.string() }),
    bn: z.object({ title: z.string(), body: z.string() }),
  }),
});
export type OperatorArticle = z.infer<typeof operatorArticleSchema>;
export const operatorArticleListQuerySchema = pageQuerySchema.extend({
  kind: z.enum(articleKinds).optional(),
});
export const operatorArticlePageSchema = pageSchema(operatorArticleSchema);
export type OperatorArticlePage = z.infer<typeof operatorArticlePageSchema>;
