import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../lib/module-deps.js';
import { costReportRoutes } from './cost-report/cost-report.routes.js';
import { jackpotRoutes } from './jackpot/jackpot.routes.js';
import { missionsRoutes } from './missions/missions.routes.js';
import { pointsMallRoutes } from './points-mall/points-mall.routes.js';
import { rafflesRoutes } from './raffles/raffles.routes.js';
import { pointsRoutes } from './points/points.routes.js';

/** Engagement: points and the points mall, missions, raffles and the jackpot. */
export async function registerEngagementModules(app: FastifyInstance, modules: ModuleDeps): Promise<void> {
  await app.register(pointsRoutes, modules);
  await app.register(pointsMallRoutes, modules);
  await app.register(missionsRoutes, modules);
  await app.register(rafflesRoutes, modules);
  await app.register(jackpotRoutes, modules);
  await app.register(costReportRoutes, modules);
}
