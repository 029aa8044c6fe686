import { exportAuditLogEndpoint, getAuditLogEndpoint } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database.js';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { toPage } from '../../../lib/paged-list.js';
import type { AuthContext } from '../../identity/session/auth.js';
import { auditLogCsv, recordAudit, searchAuditLog } from './audit.service.js';

export const auditRoutes = endpointRoutes<ModuleDeps>(({ db }) => [
  route(getAuditLogEndpoint, async ({ query }) => {
    const { list, total } = await searchAuditLog(db, query);
    return toPage(list, total, query);
  }),
  route(exportAuditLogEndpoint, async ({ query, reply }) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="audit-${new Date().toISOString().slice(0, 10)}.csv"`,
      )
      .send(await auditLogCsv(db, query)),
  ),
]);

const bodyLimit = 8_000;

/**
 * A request body small enough to keep whole, else a note of its size (uploads, imports). The body is
 * the validated one: amounts parsed to minor units (bigint) are kept as their digits.
 */
function keptBody(body: unknown): unknown {
  if (body === undefined || body === null) return null;
  const text = JSON.stringify(body, (_key, value: unknown) =>
    typeof value === 'bigint' ? value.toString() : value,
  );
  return text.length <= bodyLimit ? (JSON.parse(text) as unknown) : { omitted: `${text.length} characters` };
}

/**
 * Every call of an `operator:*` route lands in the audit log as it is answered: who (also a
 * refused caller's address), the route, parameters and query, the redacted body and the status. Routes
 * other modules add are covered by their declaration alone.
 */
export function auditOperatorCalls(app: FastifyInstance, db: Db, clientOf: ModuleDeps['clientOf']): void {
  // onSend, not onResponse: the row is written before the caller sees the answer.
  app.addHook('onSend', async (request, reply, payload) => {
    const access = request.routeOptions.config.access;
    if (typeof access !== 'string' || !access.startsWith('operator:')) return payload;
    const principal = request.principal as AuthContext | null;
    try {
      await recordAudit(
        db,
        {
          staffId: principal?.member.id ?? null,
          staffUsername: principal?.member.username ?? null,
          ip: clientOf(request).ip,
        },
        {
          action: `${request.method} ${request.routeOptions.url ?? request.url}`,
          access,
          params: { ...(request.params as object), ...(request.query as object) },
          body: keptBody(request.body),
          status: reply.statusCode,
        },
      );
    } catch (error) {
      request.log.error({ err: error }, 'audit log write failed');
    }
    return payload;
  });
}
