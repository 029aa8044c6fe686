import { defineEndpoint } from '../../endpoint.js';
import { lazy } from '../lazy.js';

export const listArticlesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/content/:kind',
  access: 'public',
  errors: [400],
  tag: 'content',
  schemas: lazy((s) => ({
    summary: 'Published blog or news articles, newest first, in a language (visitors may read)',
    params: s.articleKindParamsSchema,
    query: s.articleListQuerySchema,
    response: s.articlePageSchema,
  })),
});

export const getArticleEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/content/:kind/:slug',
  access: 'public',
  errors: [400, 404],
  tag: 'content',
  schemas: lazy((s) => ({
    summary: 'One published blog or news article by its slug, in a language',
    params: s.articleSlugParamsSchema,
    query: s.articleQuerySchema,
    response: s.articleSchema,
  })),
});

export const listOperatorArticlesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/operator/articles',
  access: 'operator:content',
  errors: [400, 401, 403],
  tag: 'operator',
  schemas: lazy((s) => ({
    summary: 'Every blog and news article, drafts included, newest change first',
    query: s.operatorArticleListQuerySchema,
    response: s.operatorArticlePageSchema,
  })),
});

export const createArticleEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/operator/articles',
  access: 'operator:content',
  errors: [400, 401, 403, 409],
  tag: 'operator',
  schemas: lazy((s) => ({
    summary: 'Write a blog or news article (a draft); its HTML is sanitised',
    body: s.articleInputSchema,
    response: s.operatorArticleSchema,
  })),
});

export const updateArticleEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/operator/articles/:id',
  access: 'operator:content',
  errors: [400, 401, 403, 404, 409],
  tag: 'operator',
  schemas: lazy((s) => ({
    summary: 'Edit an article (a published one stays published); its HTML is sanitised',
    params: s.articleIdParamsSchema,
    body: s.articleInputSchema,
    response: s.operatorArticleSchema,
  })),
});

export const publishArticleEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/operator/articles/:id/publish',
  access: 'operator:content',
  errors: [400, 401, 403, 404],
  tag: 'operator',
  schemas: lazy((s) => ({
    summary: 'Publish an article: players and visitors see it (dated at its first publication)',
    params: s.articleIdParamsSchema,
    response: s.operatorArticleSchema,
  })),
});

export const unpublishArticleEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/operator/articles/:id/unpublish',
  access: 'operator:content',
  errors: [400, 401, 403, 404],
  tag: 'operator',
  schemas: lazy((s) => ({
    summary: 'Take an article back to draft: players and visitors no longer see it',
    params: s.articleIdParamsSchema,
    response: s.operatorArticleSchema,
  })),
});
