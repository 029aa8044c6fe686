import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../lib/module-deps.js';
import { createFolderStorage } from '../money/cashier/file-storage.js';
import { bonusesRoutes } from './bonuses/bonuses.routes.js';
import { promotionsRoutes } from './promotions/promotions.routes.js';
import { rebateRoutes } from './rebate/rebate.routes.js';
import { referralRoutes } from './referral/referral.routes.js';
import { rewardCenterRoutes } from './reward-center/reward-center.routes.js';
import { vipRoutes } from './vip/vip.routes.js';

/** Promotions, bonuses with turnover, rebate, VIP, referral and the reward center. */
export async function registerRewardModules(app: FastifyInstance, modules: ModuleDeps): Promise<void> {
  const storage = createFolderStorage(modules.config.UPLOAD_DIR);
  await app.register(promotionsRoutes, { ...modules, storage });
  await app.register(bonusesRoutes, modules);
  await app.register(rebateRoutes, modules);
  await app.register(vipRoutes, modules);
  await app.register(referralRoutes, modules);
  await app.register(rewardCenterRoutes, modules);
}
