import {
  countryCodeSchema,
  domainRouteSchema,
  envelopeSchema,
  helpArticleSchema,
  helpCenterQuerySchema,
  permissionInfoSchema,
  registerRulesSchema,
  systemStatusSchema,
  whitelabelNodeSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../../app.js';
import { ok } from '../../../lib/envelope.js';
import { createClientAddressReader } from '../../../lib/client-address.js';
import * as system from './system.service.js';

const tags = ['system'];

export const systemRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  const readClientAddress = createClientAddressReader({
    trustedProxies: config.TRUSTED_PROXIES,
    countryHeader: config.GEO_COUNTRY_HEADER,
  });
  const visitorOf = async (request: Parameters<typeof readClientAddress>[0]) => {
    const { ip, countryFromProxy } = readClientAddress(request);
    return system.resolveVisitor(db, ip, countryFromProxy);
  };

  app.get(
    '/wps/system/status',
    {
      schema: {
        tags,
        summary: 'Site status: 0 normal, 1 maintenance, 2 region restricted (maintenance wins)',
        response: { 200: envelopeSchema(systemStatusSchema) },
      },
    },
    async (request) => ok(await system.getSystemStatus(db, await visitorOf(request))),
  );

  app.get(
    '/wps/system/whitelabel',
    {
      schema: {
        tags,
        summary: 'Module tree of the whitelabel toggles',
        response: { 200: envelopeSchema(z.array(whitelabelNodeSchema)) },
      },
    },
    async () => ok(await system.getWhitelabel(db)),
  );

  app.get(
    '/wps/system/setting/register',
    {
      schema: {
        tags,
        summary: 'Registration rules per field',
        response: { 200: envelopeSchema(registerRulesSchema) },
      },
    },
    async () => ok(await system.getRegisterRules(db)),
  );

  app.get(
    '/wps/system/domainRoute',
    {
      schema: {
        tags,
        summary: 'Domains and the entry each serves',
        response: { 200: envelopeSchema(domainRouteSchema) },
      },
    },
    async () => ok(await system.getSetting(db, 'domain_route')),
  );

  app.get(
    '/wps/system/helpCenter',
    {
      schema: {
        tags,
        summary: 'Help-center pages for a language and device',
        querystring: helpCenterQuerySchema,
        response: { 200: envelopeSchema(z.array(helpArticleSchema)) },
      },
    },
    async (request) => ok(await system.getHelpCenter(db, request.query.lang, request.query.device)),
  );

  app.get(
    '/wps/system/countryCodes',
    {
      schema: {
        tags,
        summary: 'Country dialing codes offered in phone fields',
        response: { 200: envelopeSchema(z.array(countryCodeSchema)) },
      },
    },
    async () => ok(await system.getCountryCodes(db)),
  );

  app.get(
    '/wps/system/permission',
    {
      schema: {
        tags,
        summary:
          'Everything the site needs at start: customer service, resources, modules, rules, status inputs',
        response: { 200: envelopeSchema(permissionInfoSchema) },
      },
    },
    async (request) => ok(await system.getPermissionInfo(db, await visitorOf(request))),
  );
};
