import { operatorPermissions, type Access, type OperatorPermission } from '@app/contracts';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';

/**
 * Who an access kind lets in. Modules that authenticate callers add their principal here by declaration
 * merging (identity: the session kinds; games: provider-signed), so lib/ stays free of module imports.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface Principals {}

export type AccessKind =
  | 'public'
  | 'visitor'
  | 'session'
  | 'account'
  | 'player'
  | 'agent'
  | 'operator'
  | 'provider-signed'
  | 'gateway-signed'
  | 'development';

type KindOf<A extends Access> = A extends `operator:${string}` ? 'operator' : A;

/** The principal a route's handler gets for its declared access (null for public routes). */
export type PrincipalOf<A extends Access> = KindOf<A> extends keyof Principals ? Principals[KindOf<A>] : null;

export interface AccessRule {
  kind: AccessKind;
  /** `operator:<permission>` routes only. */
  permission?: OperatorPermission;
  allowPendingPasswordChange: boolean;
}

/** Checks a request against a rule: resolves its principal or throws the AppError to answer (401, 403...). */
export type Guard = (request: FastifyRequest, rule: AccessRule) => Promise<unknown>;

export type Guards = Partial<Record<AccessKind, Guard>>;

/** A registered route as the access hook sees it. */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access | undefined;
  /** The failure statuses its endpoint declares; undefined for routes not built from a descriptor. */
  errors: readonly number[] | undefined;
  websocket: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    allowPendingPasswordChange?: boolean;
    errors?: readonly number[];
  }
  interface FastifyInstance {
    /** Every route registered so far, with its declared access. */
    declaredRoutes(): DeclaredRoute[];
  }
  interface FastifyRequest {
    /** The authenticated caller, resolved by the access hook from the route's declaration. */
    principal: unknown;
  }
}

const kinds = new Set<string>([
  'public',
  'visitor',
  'session',
  'account',
  'player',
  'agent',
  'provider-signed',
  'gateway-signed',
  'development',
]);

/** The rule of a declared access, or null when the declaration is missing or unknown. */
function parseAccess(access: unknown, allowPendingPasswordChange = false): AccessRule | null {
  if (typeof access !== 'string') return null;
  if (access.startsWith('operator:')) {
    const permission = access.slice('operator:'.length);
    if (!(operatorPermissions as readonly string[]).includes(permission)) return null;
    return { kind: 'operator', permission: permission as OperatorPermission, allowPendingPasswordChange };
  }
  return kinds.has(access) ? { kind: access as AccessKind, allowPendingPasswordChange } : null;
}

function describeRoute(route: RouteOptions): string {
  const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
  return `${methods} ${route.url}`;
}

/**
 * Access closed by default: every route must declare who may call it (`config.access`), checked when
 * the app becomes ready (a route without a declaration, or with one no guard serves, stops the start);
 * one preValidation hook resolves the caller before any handler runs and hands it over as
 * `request.principal`.
 */
export function enforceAccess(app: FastifyInstance, guards: Guards): void {
  const routes: RouteOptions[] = [];
  app.decorateRequest('principal', null);
  app.decorate('declaredRoutes', () =>
    routes.flatMap((route) =>
      (Array.isArray(route.method) ? route.method : [route.method]).map((method) => ({
        method,
        url: route.url,
        access: route.config?.access,
        errors: route.config?.errors,
        websocket: route.websocket === true,
      })),
    ),
  );
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.addHook('onReady', async () => {
    const undeclared = routes.filter((route) => {
      const rule = parseAccess(route.config?.access);
      return !rule || (rule.kind !== 'public' && !guards[rule.kind]);
    });
    if (undeclared.length > 0) {
      throw new Error(
        `Routes without a valid access declaration: ${undeclared.map(describeRoute).join('; ')}`,
      );
    }
  });
  app.addHook('preValidation', async (request) => {
    if (request.is404) return;
    const { access, allowPendingPasswordChange } = request.routeOptions.config;
    const rule = parseAccess(access, allowPendingPasswordChange ?? false);
    if (!rule) throw new Error(`route ${request.routeOptions.url ?? ''} declares no access`);
    if (rule.kind === 'public') return;
    const guard = guards[rule.kind];
    if (!guard) throw new Error(`no guard for access ${rule.kind}`);
    request.principal = await guard(request, rule);
  });
}

/**
 * Gives routes that a third-party plugin registers (API docs, static files, a mounted vendor) a
 * declared access: a route registered after this call in `scope` without a declaration of its own,
 * and whose URL `covers`, gets `access`. Routes it does not cover still need their own.
 */
export function declareAccessOfPluginRoutes(
  scope: FastifyInstance,
  access: Access,
  covers: (url: string) => boolean = () => true,
): void {
  scope.addHook('onRoute', (route) => {
    if (route.config?.access !== undefined || !covers(route.url)) return;
    route.config = { ...route.config, access };
  });
}
