import {
  memberEventsSocketEndpoint as endpoint,
  SocketCloseCode,
  socketClientFrameSchema,
  type SocketServerFrame,
} from '@app/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { WebSocket } from 'ws';
import { createAuth, hasStaffPermission, type AuthContext } from '../../identity/session/auth.js';
import { AppError } from '../../../lib/envelope.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { isSessionLive } from '../../identity/session/session.service.js';
import { supportDeskChannel, visitorChannel } from './channels.js';
import type { NotificationBus } from './notification-bus.js';
import { createSocketHub } from './socket-hub.js';

const AUTH_TIMEOUT_MS = 10_000;
const HEARTBEAT_MS = 30_000;
const SESSION_CHECK_MS = 60_000;

export interface SocketRouteOptions extends ModuleDeps {
  bus: NotificationBus;
}

/**
 * WebSocket /ws: the member's live notifications. The client sends { type: 'auth', token } first;
 * the server answers { type: 'ready' } and then pushes events (deposit credited, balance changed,
 * live support chat, ...) published by any server copy; support staff also get the support desk's
 * events. A visitor sends { type: 'visitor', key } instead and gets its live support chat only. Trial accounts and bad tokens are closed with 4403 / 4401.
 * Needs @fastify/websocket registered on the server. The upgrade itself is public (see the
 * descriptor): the socket authenticates inside its protocol.
 */
export const socketRoutes: FastifyPluginAsync<SocketRouteOptions> = async (app, { db, config, bus }) => {
  const auth = createAuth(db, config);
  const hub = createSocketHub();
  const unsubscribe = bus.subscribe(({ memberId, event }) => hub.deliver(memberId, event));
  app.addHook('onClose', async () => unsubscribe());

  const declared = { access: endpoint.access, errors: endpoint.errors };
  const options = { websocket: true, schema: { hide: true }, config: declared } as const;
  app.get(endpoint.path, options, (socket: WebSocket) => {
    const send = (frame: SocketServerFrame) => socket.send(JSON.stringify(frame));
    const closeWith = (code: number, message: string) => {
      send({ type: 'error', message });
      socket.close(code, message.slice(0, 120));
    };
    let context: AuthContext | null = null;
    let leave: (() => void) | null = null;
    let alive = true;
    const authTimer = setTimeout(
      () => closeWith(SocketCloseCode.authTimeout, 'Authentication timed out'),
      AUTH_TIMEOUT_MS,
    );
    const heartbeat = setInterval(() => {
      if (!alive) return socket.terminate();
      alive = false;
      socket.ping();
    }, HEARTBEAT_MS);
    const sessionCheck = setInterval(() => {
      if (!context) return;
      isSessionLive(db, config, context.sessionId).then(
        (live) => {
          if (!live) closeWith(SocketCloseCode.notLoggedIn, 'You are not logged in, please login');
        },
        () => undefined,
      );
    }, SESSION_CHECK_MS);
    socket.on('pong', () => (alive = true));
    socket.on('close', () => {
      clearTimeout(authTimer);
      clearInterval(heartbeat);
      clearInterval(sessionCheck);
      leave?.();
    });

    socket.on('message', (data: Buffer) => {
      let json: unknown;
      try {
        json = JSON.parse(data.toString('utf8'));
      } catch {
        json = null;
      }
      const frame = socketClientFrameSchema.safeParse(json);
      if (!frame.success) return closeWith(1008, 'Unreadable frame');
      if (frame.data.type === 'ping') return send({ type: 'pong' });
      if (context || leave) return;
      if (frame.data.type === 'visitor') {
        clearTimeout(authTimer);
        leave = hub.add(visitorChannel(frame.data.key), socket);
        return send({ type: 'ready', memberId: '' });
      }
      auth.authenticate(frame.data.token).then(
        (authenticated) => {
          clearTimeout(authTimer);
          if (socket.readyState !== socket.OPEN) return;
          context = authenticated;
          const leaveMember = hub.add(authenticated.member.id, socket);
          const leaveDesk = hasStaffPermission(authenticated.member, 'support')
            ? hub.add(supportDeskChannel, socket)
            : null;
          leave = () => {
            leaveMember();
            leaveDesk?.();
          };
          send({ type: 'ready', memberId: authenticated.member.id });
        },
        (error: unknown) => {
          const trial = error instanceof AppError && error.statusCode === 403;
          const message = error instanceof AppError ? error.message : 'Unknown error';
          closeWith(trial ? SocketCloseCode.trialAccount : SocketCloseCode.notLoggedIn, message);
        },
      );
    });
  });
};
