import {
  createArticleEndpoint,
  getArticleEndpoint,
  listArticlesEndpoint,
  listOperatorArticlesEndpoint,
  publishArticleEndpoint,
  unpublishArticleEndpoint,
  updateArticleEndpoint,
} from '@app/contracts';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import * as articles from './articles.service.js';

/** Blog and news: published articles for everyone, writing and publishing for `content` staff (audited as every operator call). */
export const articleRoutes = endpointRoutes<ModuleDeps>(({ db }) => [
  route(listArticlesEndpoint, ({ params, query }) => articles.listArticles(db, params.kind, query)),
  route(getArticleEndpoint, ({ params, query }) =>
    articles.getArticle(db, params.kind, params.slug, query.lang),
  ),
  route(listOperatorArticlesEndpoint, ({ query }) => articles.listOperatorArticles(db, query)),
  route(createArticleEndpoint, ({ principal, body }) =>
    articles.createArticle(db, principal.member.id, body),
  ),
  route(updateArticleEndpoint, ({ principal, params, body }) =>
    articles.updateArticle(db, principal.member.id, params.id, body),
  ),
  route(publishArticleEndpoint, ({ principal, params }) =>
    articles.setArticleStatus(db, principal.member.id, params.id, 'published'),
  ),
  route(unpublishArticleEndpoint, ({ principal, params }) =>
    articles.setArticleStatus(db, principal.member.id, params.id, 'draft'),
  ),
]);
