import {
  convertPointEndpoint,
  createGoodEndpoint,
  fulfilRedemptionEndpoint,
  getOperatorGoodsEndpoint,
  getOperatorRedemptionsEndpoint,
  getPointRewardEndpoint,
  getRedeemPointListEndpoint,
  redeemPointRewardEndpoint,
  rejectRedemptionEndpoint,
  updateGoodEndpoint,
} from '@app/contracts';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import {
  convertPoints,
  decideRedemption,
  listGoods,
  listGoodsForStaff,
  listMemberRedemptions,
  listRedemptionsForStaff,
  redeemGood,
  saveGood,
} from './points-mall.service.js';

export const pointsMallRoutes = endpointRoutes<ModuleDeps>(({ db }) => [
  route(getPointRewardEndpoint, () => listGoods(db)),
  route(getRedeemPointListEndpoint, ({ principal, query }) =>
    listMemberRedemptions(db, principal.member.id, query),
  ),
  route(redeemPointRewardEndpoint, ({ principal, body }) => redeemGood(db, principal.member, body)),
  route(convertPointEndpoint, ({ principal, body }) => convertPoints(db, principal.member, body)),
  route(getOperatorGoodsEndpoint, () => listGoodsForStaff(db)),
  route(createGoodEndpoint, ({ body }) => saveGood(db, null, body)),
  route(updateGoodEndpoint, ({ params, body }) => saveGood(db, params.id, body)),
  route(getOperatorRedemptionsEndpoint, ({ query }) => listRedemptionsForStaff(db, query)),
  route(fulfilRedemptionEndpoint, ({ principal, params, body }) =>
    decideRedemption(db, principal.member, params.id, { status: 'approved', remark: body.remark }),
  ),
  route(rejectRedemptionEndpoint, ({ principal, params, body }) =>
    decideRedemption(db, principal.member, params.id, { status: 'rejected', remark: body.remark }),
  ),
]);
