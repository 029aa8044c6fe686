// Zod-free constants of blog and news articles, for the web's pages as well as the server.

/** The two article lists of the member centre (spec 2: blog, news); the page is /member/<kind>. */
export const articleKinds = ['blog', 'news'] as const;
export type ArticleKind = (typeof articleKinds)[number];

export const articleStatuses = ['draft', 'published'] as const;
export type ArticleStatus = (typeof articleStatuses)[number];

/** Article limits: the slug (lowercase words joined by hyphens), title and body lengths, list page size. */
export const articleLimits = {
  maxSlug: 100,
  maxTitle: 200,
  maxBody: 100_000,
  maxSummary: 160,
  pageSize: 9,
} as const;
export const articleSlugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
