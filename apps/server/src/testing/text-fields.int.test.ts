import { houseProviderPaths, type HpSession } from '@app/house-provider';
import type { Envelope, ErrorDetail } from '@app/contracts';
import { seamlessHeaders, seamlessSignature } from '@app/contracts/seamless-signature';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call, freshIp, freshUsername, registrationForm } from './accounts.js';
import {
  handlerParsedSchemas,
  recordRoutes,
  requestParts,
  sampleValue,
  stringFields,
  type RegisteredRoute,
  type RequestPart,
  type StringField,
} from './request-schemas.js';
import { freshNonce, importSeamlessTestGames, launchTokenFor } from './seamless.js';
import { houseProviderDevelopmentSecret } from '../config.js';
import { signedCallbackHeaders } from '../modules/money/sandbox-gateway/sandbox-protocol.js';
import { buildTestApp } from './test-app.js';
import { testDatabaseKinds, type TestDatabase } from './test-database.js';
import { createPlayer, multipart, operatorToken, PAYMENT_PASSWORD, pngBytes, requestId } from './wallet.js';

const NUL = 'a\u0000b';
const sandboxSecret = 'text-fields-sandbox-secret';

/**
 * Sends a NUL to every string field of every route (JSON and form bodies, query strings, path
 * parameters, nested fields and record keys), without a token and with a player's, an agent's, an
 * operator's and a house-provider session's: no answer may be a 5xx, and the 400 names the field.
 */
describe.each(testDatabaseKinds())('text fields ($name)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let routes: RegisteredRoute[];
  const tokens: Record<string, string | undefined> = { none: undefined };

  beforeAll(async () => {
    database = await kind.create();
    ({ app, routes } = await recordRoutes(() =>
      buildTestApp(database.db, {
        ALLOW_PLAIN_ENC_BODIES: 'true',
        DEV_OUTBOX: 'true',
        SANDBOX_GATEWAY_SECRET: sandboxSecret,
      }),
    ));
    await app.ready();
    const games = await importSeamlessTestGames(database.db);
    const player = await createPlayer(app, database.db, { balance: '100.00' });
    tokens.player = player.token;
    tokens.agent = (await createPlayer(app, database.db, { type: 1, balance: '100.00' })).token;
    tokens.operator = await operatorToken(app);
    const hpSession = await call<HpSession>(app, 'POST', houseProviderPaths.sessions, {
      body: { launchToken: await launchTokenFor(database.db, player.id, games.slot) },
    });
    tokens.houseProvider = hpSession.body.value.sessionToken;
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const schemasOf = (route: RegisteredRoute): Partial<Record<RequestPart, z.ZodType>> => ({
    ...route.schemas,
    ...handlerParsedSchemas[`${route.method} ${route.url}`],
  });

  type TestRequest = InjectOptions & { url: string };
  const asText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

  /** The route's URL with its path parameters filled from `params`. */
  function urlOf(route: RegisteredRoute, params: Record<string, unknown>, query: Record<string, unknown>) {
    const path = route.url.replace(/:(\w+)/g, (_, name: string) =>
      encodeURIComponent(asText(params[name] ?? '1')),
    );
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null) search.append(key, asText(value));
    }
    const text = search.toString();
    return text ? `${path}?${text}` : path;
  }

  const asRecord = (value: unknown): Record<string, unknown> =>
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

  /** A request to `route` whose values are plausible, except `target` in `part`, which holds `value`. */
  function requestFor(
    route: RegisteredRoute,
    target?: { part: RequestPart; field: StringField; value: string },
  ): TestRequest {
    const schemas = schemasOf(route);
    const valueOf = (part: RequestPart) => {
      const schema = schemas[part];
      if (!schema) return undefined;
      return target?.part === part
        ? sampleValue(schema, { path: target.field.path, value: target.value, isKey: target.field.isKey })
        : sampleValue(schema);
    };
    const body = valueOf('body');
    const url = urlOf(route, asRecord(valueOf('params')), asRecord(valueOf('querystring')));
    const options: TestRequest = { method: route.method, url, remoteAddress: freshIp() };
    if (body !== undefined && route.method !== 'GET') options.payload = body as object;
    if (typeof body === 'string') options.headers = { 'content-type': 'application/json' };
    return options;
  }

  /** A call as the house provider signs it (seamless wallet routes). */
  function signed(options: TestRequest): TestRequest {
    const path = options.url.split('?')[0] ?? '';
    const raw = JSON.stringify(options.payload ?? {});
    const timestamp = String(Date.now());
    const nonce = freshNonce();
    const signature = seamlessSignature(houseProviderDevelopmentSecret, {
      timestamp,
      nonce,
      path,
      body: raw,
    });
    return {
      ...options,
      payload: raw,
      headers: {
        ...options.headers,
        'content-type': 'application/json',
        [seamlessHeaders.provider]: 'HOUSE',
        [seamlessHeaders.timestamp]: timestamp,
        [seamlessHeaders.nonce]: nonce,
        [seamlessHeaders.signature]: signature,
      },
    };
  }

  /** A call as the sandbox payment gateway signs its callbacks (gateway-signed routes). */
  function gatewaySigned(options: TestRequest): TestRequest {
    const raw = typeof options.payload === 'string' ? options.payload : JSON.stringify(options.payload ?? {});
    return {
      ...options,
      payload: raw,
      headers: { ...options.headers, ...signedCallbackHeaders(sandboxSecret, raw) },
    };
  }

  async function send(options: TestRequest, caller: string) {
    const token = tokens[caller];
    const response = await app.inject(
      caller === 'providerSigned'
        ? signed(options)
        : caller === 'gatewaySigned'
          ? gatewaySigned(options)
          : {
              ...options,
              headers: { ...options.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
            },
    );
    let body: Envelope<unknown> | undefined;
    try {
      body = response.json<Envelope<unknown>>();
    } catch {
      body = undefined;
    }
    return { status: response.statusCode, body };
  }

  /** Whether a 400 message names the field (`a.b: ...`, an array index or record key for each `*`). */
  function namesField(message: string, part: RequestPart, field: StringField): boolean {
    // A bad record key is reported on the key itself, whose text is the refused value.
    const path = field.isKey ? field.path.slice(0, -1) : field.path;
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const name = path.map((segment) => (segment === '*' ? '[^.:;]+' : escape(segment))).join('\\.');
    const pattern = field.isKey ? `${name}\\.` : `${name || part}: `;
    return new RegExp(`(^|; )${pattern}`).test(message);
  }

  /** Who calls a route: nobody, each token, and for the house provider's and seamless routes their own callers. */
  const tokenNames = (route: RegisteredRoute) => [
    ...Object.keys(tokens).filter((name) => name !== 'houseProvider' || route.url.startsWith('/hp/')),
    ...(route.url.startsWith('/seamless/') ? ['providerSigned'] : []),
    ...(route.url.startsWith('/wps/cashier/webhooks/') ? ['gatewaySigned'] : []),
  ];

  it('answers a NUL in every string field of every route with a 400 naming the field, never a 5xx', async () => {
    const serverErrors: string[] = [];
    const unnamed: string[] = [];
    const neverChecked: string[] = [];
    let sent = 0;
    for (const route of routes) {
      const schemas = schemasOf(route);
      for (const part of requestParts) {
        const schema = schemas[part];
        if (!schema) continue;
        // Opaque fields (z.unknown) are parsed later by their own schema, walked on its own.
        for (const field of stringFields(schema).filter((f) => f.schema._zod.def.type === 'string')) {
          const where = `${route.method} ${route.url} ${part}.${field.path.join('.')}${field.isKey ? ' (key)' : ''}`;
          const request = requestFor(route, { part, field, value: NUL });
          let refused = false;
          for (const tokenName of tokenNames(route)) {
            const { status, body } = await send(request, tokenName);
            sent += 1;
            if (status >= 500) serverErrors.push(`${where} [${tokenName}]: ${status} ${body?.message}`);
            if (status !== 400) continue;
            if (namesField(body?.message ?? '', part, field)) refused = true;
            else unnamed.push(`${where} [${tokenName}]: ${body?.message}`);
          }
          if (!refused) neverChecked.push(where);
        }
      }
    }
    expect(sent).toBeGreaterThan(500);
    expect(serverErrors).toEqual([]);
    expect(unnamed).toEqual([]);
    expect(neverChecked).toEqual([]);
  });

  it('gives the message key of the refused character on the field', async () => {
    const result = await call(app, 'PUT', '/wps/member/register', {
      body: registrationForm({ payeeName: 'Rahim\u202Egnp' }),
      ip: freshIp(),
    });
    expect(result.status).toBe(400);
    expect(result.body.message).toBe('payeeName: Names cannot contain this character (U+202E)');
    expect(result.body.value).toEqual<ErrorDetail>({
      key: 'name_forbidden_character',
      params: { char: 'U+202E' },
      field: 'payeeName',
    });
  });

  it('never answers a 5xx to NUL in unknown JSON keys and values, in query strings or raw in the body', async () => {
    const serverErrors: string[] = [];
    for (const route of routes) {
      if (/logout/.test(route.url)) continue;
      const plain = requestFor(route);
      const withBody = route.method !== 'GET' && route.method !== 'DELETE' && schemasOf(route).body;
      const { url } = plain;
      const variants: TestRequest[] = [
        { ...plain, url: `${url}${url.includes('?') ? '&' : '?'}a%00b=a%00b&note=%00` },
      ];
      // Path parameters, with or without a schema of their own (the house provider's round id has none).
      for (const name of route.url.match(/:\w+/g) ?? []) {
        const params = {
          ...asRecord(sampleValue(schemasOf(route).params ?? z.object({}))),
          [name.slice(1)]: NUL,
        };
        const query = asRecord(schemasOf(route).querystring && sampleValue(schemasOf(route).querystring!));
        variants.push({ ...plain, url: urlOf(route, params, query) });
      }
      if (withBody && typeof plain.payload === 'object') {
        variants.push({
          ...plain,
          payload: { ...asRecord(plain.payload), [NUL]: NUL, extra: { [NUL]: [NUL] } },
        });
        variants.push({
          ...plain,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(plain.payload).replace(/"(\w+)":"[^"]*"/, '"$1":"a\u0000b"'),
        });
      }
      for (const variant of variants) {
        for (const tokenName of tokenNames(route)) {
          const { status, body } = await send(variant, tokenName);
          if (status >= 500)
            serverErrors.push(`${route.method} ${variant.url} [${tokenName}]: ${status} ${body?.message}`);
        }
      }
    }
    expect(serverErrors).toEqual([]);
  });

  it('refuses a NUL in a multipart receipt note', async () => {
    const player = await createPlayer(app, database.db);
    const form = multipart({ result: 'not_received', note: NUL }, [
      { filename: 'proof.png', type: 'image/png', bytes: pngBytes },
    ]);
    const response = await app.inject({
      method: 'POST',
      url: '/wps/cashier/withdrawals/1/receipt',
      headers: { authorization: `Bearer ${player.token}`, 'content-type': form.contentType },
      payload: form.body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<Envelope<unknown>>().message).toMatch(/^note: /);
  });

  it('refuses a NUL in a form-encoded password-reset request', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      remoteAddress: freshIp(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=a%00b&email=someone%40example.com`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<Envelope<unknown>>().message).toMatch(/^username: /);
  });

  describe('the four fields that answered 500 before', () => {
    it('registration domain: 400 and no account', async () => {
      const username = freshUsername();
      const result = await call(app, 'PUT', '/wps/member/register', {
        body: registrationForm({ username, domain: `example${NUL}.com` }),
        ip: freshIp(),
      });
      expect(result.status).toBe(400);
      expect(result.body.message).toMatch(/^domain: /);
      const stored = await database.db
        .selectFrom('member')
        .select('id')
        .where('username', '=', username)
        .execute();
      expect(stored).toEqual([]);
    });

    it('payout account name: 400 and nothing bound', async () => {
      const player = await createPlayer(app, database.db);
      const result = await call(app, 'POST', '/wps/cashier/payoutAccounts', {
        token: player.token,
        body: {
          method: 'mobile_wallet',
          provider: 'bKash',
          accountName: `Rahim${NUL}`,
          accountNumber: '01712345678',
          paymentPassword: PAYMENT_PASSWORD,
        },
      });
      expect(result.status).toBe(400);
      expect(result.body.message).toMatch(/^accountName: /);
      const stored = await database.db
        .selectFrom('payout_account')
        .select('id')
        .where('member_id', '=', player.id)
        .execute();
      expect(stored).toEqual([]);
    });

    it('deposit payer name: 400 and no deposit', async () => {
      const player = await createPlayer(app, database.db);
      const result = await call(app, 'POST', '/wps/cashier/deposits', {
        token: player.token,
        body: {
          channelId: 'bkash_manual',
          amount: '500',
          requestId: requestId(),
          payerName: `Rahim${NUL}`,
          transactionRef: 'TRX12345',
        },
      });
      expect(result.status).toBe(400);
      expect(result.body.message).toMatch(/^payerName: /);
      const stored = await database.db
        .selectFrom('deposit')
        .select('id')
        .where('member_id', '=', player.id)
        .execute();
      expect(stored).toEqual([]);
    });

    it('transfer remark: 400 and nothing moved', async () => {
      const agent = await createPlayer(app, database.db, { type: 1, balance: '100.00' });
      const member = await createPlayer(app, database.db, { uplineId: agent.id });
      const journals = () =>
        database.db
          .selectFrom('ledger_journal')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow();
      const before = await journals();
      const result = await call(app, 'POST', '/wps/transfer/downline', {
        token: agent.token,
        body: {
          toUsername: member.username,
          amount: '10',
          paymentPassword: PAYMENT_PASSWORD,
          requestId: requestId(),
          remark: `thanks${NUL}`,
        },
      });
      expect(result.status).toBe(400);
      expect(result.body.message).toMatch(/^remark: /);
      expect(await journals()).toEqual(before);
    });
  });
});
