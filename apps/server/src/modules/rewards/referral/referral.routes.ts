import {
  getReferralEndpoint,
  getReferralRuleEndpoint,
  getReferralTiersEndpoint,
  setReferralRuleEndpoint,
  setReferralTiersEndpoint,
} from '@app/contracts';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { referralRuleView, setReferralRule } from '../promotions/promotions.service.js';
import { getReferralSummary, referralTierViews, setReferralTiers } from './referral.service.js';

export const referralRoutes = endpointRoutes<ModuleDeps>(({ db, config }) => [
  route(getReferralEndpoint, ({ principal }) =>
    getReferralSummary(db, principal.member, config.PUBLIC_BASE_URL, new Date()),
  ),
  route(getReferralTiersEndpoint, () => referralTierViews(db)),
  route(setReferralTiersEndpoint, ({ body }) => setReferralTiers(db, body.tiers)),
  route(getReferralRuleEndpoint, () => referralRuleView(db, new Date())),
  route(setReferralRuleEndpoint, ({ body }) => setReferralRule(db, new Date(), body)),
]);
