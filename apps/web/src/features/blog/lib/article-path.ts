import { articleKinds, type ArticleKind } from '@app/contracts';

/** The list page of a kind (/member/blog, /member/news) and an article's page under it. */
export const articleListPath = (kind: ArticleKind) => `/member/${kind}`;
export const articlePath = (kind: ArticleKind, slug: string) => `/member/${kind}/${encodeURIComponent(slug)}`;

/** The kind and slug a pathname shows: /member/news -> news list, /member/blog/<slug> -> that article. */
export function articleRouteOf(pathname: string): { kind: ArticleKind; slug: string | null } | null {
  const match = /^\/member\/([a-z]+)(?:\/([^/]+))?\/?$/.exec(pathname);
  const kind = articleKinds.find((candidate) => candidate === match?.[1]);
  if (!match || !kind) return null;
  return { kind, slug: match[2] ? decodeURIComponent(match[2]) : null };
}
