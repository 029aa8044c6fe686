import { defineEndpoint } from '../endpoint.js';
import { lazy } from './lazy.js';

// Points mall, missions, raffles and jackpot (issue 16): the relay calls of spec section 7 and the
// operator's rewards endpoints.

const enc = 'The body is encrypted like the other (enc) calls.';
const paymentPasswordFailures =
  "400 'Please enter withdraw password' / 'Incorrect withdraw password'; 429 after 5 wrong passwords in 15 minutes.";

export const getPointBalanceEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCS2_getPointBalance',
  access: 'player',
  errors: [401, 403],
  tag: 'points',
  schemas: lazy((s) => ({ summary: "The member's points (token)", response: s.pointBalanceSchema })),
});

export const getPointRewardEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCS2_getPointReward',
  access: 'public',
  errors: [],
  tag: 'points',
  schemas: lazy((s) => ({
    summary: 'Goods of the points mall (physical, virtual and cash items)',
    response: s.pointGoodListSchema,
  })),
});

export const getPointConfigEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCS2_getPointConfig',
  access: 'public',
  errors: [],
  tag: 'points',
  schemas: lazy((s) => ({
    summary: 'The exchange rate table and the points earned per valid bet by game type',
    response: s.pointConfigSchema,
  })),
});

export const getRedeemPointListEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCS2_getRedeemPointList',
  access: 'player',
  errors: [400, 401, 403],
  tag: 'points',
  schemas: lazy((s) => ({
    summary: 'Redeem history, newest first (token)',
    query: s.engagementPageQuerySchema,
    response: s.redemptionPageSchema,
  })),
});

/**
 * The one route of ODSFE2_MemTransDet: the account records (money, `getAccountRecordsEndpoint` is the
 * client's view of them) or, with `account=points`, the points details (`getPointDetailsEndpoint`).
 */
export const getMemberTransDetEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/ODSFE2_MemTransDet',
  access: 'player',
  errors: [400, 401, 403],
  tag: 'wallet',
  schemas: lazy((s) => ({
    summary: 'Account records, or points details with account=points (token)',
    description:
      "account=main (default): every balance movement of the money account in [from, to), newest first; each record: type, signed amount, balance after, time, reference, the order's current status; at most 92 days per query. account=points: every change of the points balance with its reason and the balance after, newest first (from, to and type do not apply).",
    query: s.memberTransDetQuerySchema,
    response: s.memberTransDetPageSchema,
  })),
});

/** The client's view of ODSFE2_MemTransDet with account=points (served by getMemberTransDetEndpoint). */
export const getPointDetailsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/ODSFE2_MemTransDet',
  access: 'player',
  errors: [400, 401, 403],
  tag: 'points',
  schemas: lazy((s) => ({
    summary: 'Points details: every change with its reason and the balance after, newest first (token)',
    query: s.pointDetailsQuerySchema,
    response: s.pointEntryPageSchema,
  })),
});

export const redeemPointRewardEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
  access: 'player',
  errors: [400, 401, 403, 404, 409, 429],
  tag: 'points',
  body: 'encrypted',
  schemas: lazy((s) => ({
    summary: 'Redeem goods for points with the payment password (token, enc)',
    description: `${enc} ${paymentPasswordFailures} 400 'Insufficient points', 'Out of stock', 'Please enter receiving address' (physical goods). A retry with the same requestId returns the first answer.`,
    body: s.redeemPointRewardSchema,
    response: s.redemptionResultSchema,
  })),
});

export const convertPointEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/passwordCheck/MCS2_convertPoint',
  access: 'player',
  errors: [400, 401, 403, 404, 409, 429],
  tag: 'points',
  body: 'encrypted',
  schemas: lazy((s) => ({
    summary: 'Convert points to cash at a row of the exchange rate table (token, enc)',
    description: `${enc} ${paymentPasswordFailures} 400 'Insufficient points'.`,
    body: s.convertPointSchema,
    response: s.redemptionResultSchema,
  })),
});

export const getMissionSummaryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getMissionSummaryDetails',
  access: 'player',
  errors: [401, 403],
  tag: 'missions',
  schemas: lazy((s) => ({
    summary: "Today's, this week's and one-off missions with progress, and the badge count (token)",
    response: s.missionSummarySchema,
  })),
});

export const claimMissionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_claimMissionReward',
  access: 'player',
  errors: [400, 401, 403, 404],
  tag: 'missions',
  schemas: lazy((s) => ({
    summary: 'Claim the reward of a completed mission, once per period (token)',
    description: "400 'The mission is not completed yet' / 'This reward has already been claimed'.",
    body: s.claimMissionSchema,
    response: s.claimMissionResultSchema,
  })),
});

export const getMissionLeaderboardEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getMissionLeaderboard',
  access: 'player',
  errors: [400, 401, 403],
  tag: 'missions',
  schemas: lazy((s) => ({
    summary:
      "The week's mission leaderboard (names masked) and its prizes, paid once when the week ends (token)",
    query: s.leaderboardQuerySchema,
    response: s.leaderboardSchema,
  })),
});

export const claimRafflePromotionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCS2_claimRafflePromotion',
  access: 'player',
  errors: [400, 401, 403, 409],
  tag: 'raffles',
  schemas: lazy((s) => ({
    summary: 'Grab a red envelope, smash a golden egg or spin the prize wheel (token)',
    description:
      "Drawn with the fair RNG; the proof is in the answer. 400 'No red envelope rain right now', 'All red envelopes have been taken', 'You have no tickets left'. A retry with the same requestId returns the first answer.",
    body: s.claimRaffleSchema,
    response: s.raffleResultSchema,
  })),
});

export const getRaffleSummaryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCS2_getRaffleSummary',
  access: 'player',
  errors: [401, 403],
  tag: 'raffles',
  schemas: lazy((s) => ({
    summary: 'The red envelope window, tickets, golden egg prizes and wheel segments (token)',
    response: s.raffleSummarySchema,
  })),
});

export const getRaffleHistoryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCS2_getRaffleHistory',
  access: 'player',
  errors: [400, 401, 403],
  tag: 'raffles',
  schemas: lazy((s) => ({
    summary: "The member's envelopes, eggs and spins with their fairness proofs (token)",
    query: s.engagementPageQuerySchema,
    response: s.raffleHistorySchema,
  })),
});

export const getJackpotEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCS2_getJackpot',
  access: 'public',
  errors: [],
  tag: 'jackpot',
  schemas: lazy((s) => ({
    summary: 'Progressive jackpot pools and the latest winners (names masked)',
    response: s.jackpotBoardSchema,
  })),
});

// ---- Operator ----

export const getOperatorGoodsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/operator/engagement/goods',
  access: 'operator:rewards',
  errors: [401, 403],
  tag: 'operator-rewards',
  schemas: lazy((s) => ({ summary: 'Every points-mall item', response: s.operatorGoodListSchema })),
});

export const createGoodEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/operator/engagement/goods',
  access: 'operator:rewards',
  errors: [400, 401, 403],
  tag: 'operator-rewards',
  schemas: lazy((s) => ({
    summary: 'Add a points-mall item',
    body: s.operatorGoodSchema,
    response: s.operatorGoodViewSchema,
  })),
});

export const updateGoodEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/operator/engagement/goods/:id',
  access: 'operator:rewards',
  errors: [400, 401, 403, 404],
  tag: 'operator-rewards',
  schemas: lazy((s) => ({
    summary: 'Change a points-mall item (stock, limits, price, ...)',
    params: s.operatorIdParamsSchema,
    body: s.operatorGoodSchema,
    response: s.operatorGoodViewSchema,
  })),
});

export const setPointRatesEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/operator/engagement/pointRates',
  access: 'operator:rewards',
  errors: [400, 401, 403],
  tag: 'operator-rewards',
  schemas: lazy((s) => ({
    summary: 'Replace the exchange rate table and the points earned per valid bet',
    body: s.operatorRatesSchema,
    response: s.pointConfigSchema,
  })),
});

export const getOperatorRedemptionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/operator/engagement/redemptions',
  access: 'operator:rewards',
  errors: [400, 401, 403],
  tag: 'operator-rewards',
  schemas: lazy((s) => ({
    summary: 'Redemptions, oldest in process first',
    query: s.operatorRedemptionQuerySchema,
    response: s.operatorRedemptionPageSchema,
  })),
});

export const fulfilRedemptionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/operator/engagement/redemptions/:id/approve',
  access: 'operator:rewards',
  errors: [400, 401, 403, 404],
  tag: 'operator-rewards',
  schemas: lazy((s) => ({
    summary: 'Mark a redemption fulfilled (shipped or delivered)',
    description: "400 'This redemption has already been processed'.",
    params: s.operatorIdParamsSchema,
    body: s.operatorDecisionSchema,
    response: s.operatorRedemptionSchema,
  })),
});

export const rejectRedemptionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/operator/engagement/redemptions/:id/reject',
  access: 'operator:rewards',
  errors: [400, 401, 403, 404],
  tag: 'operator-rewards',
  schemas: lazy((s) => ({
    summary: 'Reject a redemption: the points and the stock go back, once',
    description: "400 'This redemption has already been processed'.",
    params: s.operatorIdParamsSchema,
    body: s.operatorDecisionSchema,
    response: s.operatorRedemptionSchema,
  })),
});

export const getOperatorMissionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/operator/engagement/missions',
  access: 'operator:rewards',
  errors: [401, 403],
  tag: 'operator-rewards',
  schemas: lazy((s) => ({
    summary: 'Missions and leaderboard prizes',
    response: s.operatorMissionListSchema,
  })),
});

export const createMissionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/operator/engagement/missions',
  access: 'operator:rewards',
  errors: [400, 401, 403],
  tag: 'operator-rewards',
  schemas: lazy((s) => ({
    summary: 'Add a mission',
    body: s.operatorMissionSchema,
    response: s.operatorIdParamsSchema,
  })),
});

export const updateMissionEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/operator/engagement/missions/:id',
  access: 'operator:rewards',
  errors: [400, 401, 403, 404],
  tag: 'operator-rewards',
  schemas: lazy((s) => ({
    summary: 'Change a mission (progress already made is kept)',
    params: s.operatorIdParamsSchema,
    body: s.operatorMissionSchema,
    response: s.operatorIdParamsSchema,
  })),
});

export const setLeaderboardPrizesEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/operator/engagement/leaderboardPrizes',
  access: 'operator:rewards',
  errors: [400, 401, 403],
  tag: 'operator-rewards',
  schemas: lazy((s) => ({
    summary: 'The weekly mission leaderboard prizes, by rank (first is rank 1)',
    body: s.operatorLeaderboardPrizesSchema,
    response: s.operatorMissionListSchema,
  })),
});

export const getEnvelopeWindowsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/operator/engagement/envelopeWindows',
  access: 'operator:rewards',
  errors: [401, 403],
  tag: 'operator-rewards',
  schemas: lazy((s) => ({ summary: 'Red envelope rain windows', response: s.operatorEnvelopeListSchema })),
});

export const createEnvelopeWindowEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/operator/engagement/envelopeWindows',
  access: 'operator:rewards',
  errors: [400, 401, 403],
  tag: 'operator-rewards',
  schemas: lazy((s) => ({
    summary: 'Schedule a red envelope rain with a fixed pool',
    body: s.operatorEnvelopeWindowSchema,
    response: s.operatorEnvelopeListSchema,
  })),
});

export const getPrizeTableEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/operator/engagement/prizeTables/:game',
  access: 'operator:rewards',
  errors: [400, 401, 403],
  tag: 'operator-rewards',
  schemas: lazy((s) => ({
    summary: 'The golden egg or prize wheel table and its ticket rules',
    params: s.operatorPrizeTableParamsSchema,
    response: s.operatorPrizeTableViewSchema,
  })),
});

export const setPrizeTableEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/operator/engagement/prizeTables/:game',
  access: 'operator:rewards',
  errors: [400, 401, 403],
  tag: 'operator-rewards',
  schemas: lazy((s) => ({
    summary: 'Replace the golden egg or prize wheel table (weights, stock) and its ticket rules',
    params: s.operatorPrizeTableParamsSchema,
    body: s.operatorPrizeTableSchema,
    response: s.operatorPrizeTableViewSchema,
  })),
});

export const rotateDrawSeedEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/operator/engagement/seeds/:purpose/rotate',
  access: 'operator:rewards',
  errors: [400, 401, 403],
  tag: 'operator-rewards',
  schemas: lazy((s) => ({
    summary:
      'Reveal the current server seed of a draw purpose (its draws become verifiable); a new one is committed',
    params: s.drawPurposeParamsSchema,
    response: s.noValueSchema,
  })),
});

export const getOperatorJackpotsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/operator/engagement/jackpots',
  access: 'operator:rewards',
  errors: [401, 403],
  tag: 'operator-rewards',
  schemas: lazy((s) => ({ summary: 'Jackpot pools and settings', response: s.operatorJackpotListSchema })),
});

export const createJackpotEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/operator/engagement/jackpots',
  access: 'operator:rewards',
  errors: [400, 401, 403],
  tag: 'operator-rewards',
  schemas: lazy((s) => ({
    summary: 'Start a progressive jackpot (the pool starts at its seed)',
    body: s.operatorJackpotSchema,
    response: s.operatorJackpotListSchema,
  })),
});

export const updateJackpotEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/operator/engagement/jackpots/:id',
  access: 'operator:rewards',
  errors: [400, 401, 403, 404],
  tag: 'operator-rewards',
  schemas: lazy((s) => ({
    summary: 'Change a jackpot’s settings (the pool keeps its amount)',
    params: s.operatorIdParamsSchema,
    body: s.operatorJackpotSchema,
    response: s.operatorJackpotListSchema,
  })),
});

export const getEngagementCostReportEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/operator/engagement/costReport',
  access: 'operator:rewards',
  errors: [400, 401, 403],
  tag: 'operator-rewards',
  schemas: lazy((s) => ({
    summary: 'What points, missions, raffles and the jackpot cost in a period (cash paid, points issued)',
    query: s.costReportQuerySchema,
    response: s.costReportSchema,
  })),
});
