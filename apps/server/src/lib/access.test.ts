import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { enforceAccess } from './access.js';

describe('enforceAccess', () => {
  it('refuses to start with a route that declares no access, or one that no guard serves', async () => {
    const undeclared = Fastify({ logger: false });
    enforceAccess(undeclared, {});
    undeclared.get('/wps/forgotten', async () => 'open');
    await expect(undeclared.ready()).rejects.toThrow(/GET \/wps\/forgotten/);

    const unguarded = Fastify({ logger: false });
    enforceAccess(unguarded, {});
    unguarded.get('/wps/players-only', { config: { access: 'player' } }, async () => 'secret');
    await expect(unguarded.ready()).rejects.toThrow(/GET \/wps\/players-only/);
  });

  it('resolves the principal before the handler and lets public routes through', async () => {
    const app = Fastify({ logger: false });
    enforceAccess(app, {
      player: async (request) => {
        if (request.headers.authorization !== 'Bearer ok')
          throw Object.assign(new Error('no'), { statusCode: 401 });
        return Promise.resolve({ name: 'p1' });
      },
    });
    app.get('/open', { config: { access: 'public' } }, async (request) => ({ principal: request.principal }));
    app.get('/mine', { config: { access: 'player' } }, async (request) => ({ principal: request.principal }));
    expect((await app.inject('/open')).json()).toEqual({ principal: null });
    expect((await app.inject('/mine')).statusCode).toBe(401);
    const mine = await app.inject({ url: '/mine', headers: { authorization: 'Bearer ok' } });
    expect(mine.json()).toEqual({ principal: { name: 'p1' } });
    await app.close();
  });
});
