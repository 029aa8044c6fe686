import { defineEndpoint } from '../endpoint.js';
import { lazy } from './lazy.js';

export const getPublicKeyEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/system/publicKey',
  access: 'public',
  errors: [],
  tag: 'system',
  schemas: lazy((s) => ({
    summary: 'Public key for (enc) request bodies (RSA-OAEP SHA-256 wrapping an AES-256-GCM key)',
    response: s.publicKeySchema,
  })),
});

export const getLivenessEndpoint = defineEndpoint({
  method: 'GET',
  path: '/healthz',
  access: 'public',
  errors: [],
  tag: 'health',
  schemas: lazy((s) => ({ summary: 'Liveness: the process answers', response: s.probeSchema })),
});

export const getReadinessEndpoint = defineEndpoint({
  method: 'GET',
  path: '/readyz',
  access: 'public',
  errors: [503],
  tag: 'health',
  schemas: lazy((s) => ({ summary: 'Readiness: the database answers', response: s.probeSchema })),
});

export const getSystemStatusEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/system/status',
  access: 'public',
  errors: [],
  tag: 'system',
  schemas: lazy((s) => ({
    summary: 'Site status: 0 normal, 1 maintenance, 2 region restricted (maintenance wins)',
    response: s.systemStatusSchema,
  })),
});

export const getWhitelabelEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/system/whitelabel',
  access: 'public',
  errors: [],
  tag: 'system',
  schemas: lazy((s) => ({
    summary: 'Module tree of the whitelabel toggles',
    response: s.whitelabelNodeSchema.array(),
  })),
});

export const getRegisterRulesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/system/setting/register',
  access: 'public',
  errors: [],
  tag: 'system',
  schemas: lazy((s) => ({ summary: 'Registration rules per field', response: s.registerRulesSchema })),
});

export const getDomainRouteEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/system/domainRoute',
  access: 'public',
  errors: [],
  tag: 'system',
  schemas: lazy((s) => ({ summary: 'Domains and the entry each serves', response: s.domainRouteSchema })),
});

export const getHelpCenterEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/system/helpCenter',
  access: 'public',
  errors: [400],
  tag: 'system',
  schemas: lazy((s) => ({
    summary: 'Help-center pages for a language and device',
    query: s.helpCenterQuerySchema,
    response: s.helpArticleSchema.array(),
  })),
});

export const getCountryCodesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/system/countryCodes',
  access: 'public',
  errors: [],
  tag: 'system',
  schemas: lazy((s) => ({
    summary: 'Country dialing codes offered in phone fields',
    response: s.countryCodeSchema.array(),
  })),
});

export const getPermissionInfoEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/system/permission',
  access: 'public',
  errors: [],
  tag: 'system',
  schemas: lazy((s) => ({
    summary: 'Everything the site needs at start: customer service, resources, modules, rules, status inputs',
    response: s.permissionInfoSchema,
  })),
});

export const listSmsOutboxEndpoint = defineEndpoint({
  method: 'GET',
  path: '/dev/outbox/sms',
  access: 'development',
  errors: [400],
  tag: 'development',
  schemas: lazy((s) => ({
    summary: 'Recent SMS messages, newest first (development only: served when DEV_OUTBOX)',
    query: s.outboxQuerySchema,
    response: s.outboxSmsSchema.array(),
  })),
});

export const listMailOutboxEndpoint = defineEndpoint({
  method: 'GET',
  path: '/dev/outbox/mail',
  access: 'development',
  errors: [400],
  tag: 'development',
  schemas: lazy((s) => ({
    summary: 'Recent e-mails, newest first (development only: served when DEV_OUTBOX)',
    query: s.outboxQuerySchema,
    response: s.outboxMailSchema.array(),
  })),
});
