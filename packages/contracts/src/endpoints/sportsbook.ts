import { defineEndpoint } from '../endpoint.js';
import { lazy } from './lazy.js';

// The house sportsbook's operator controls (the console uses them). The player API is the sportsbook
// provider's own, mounted under /sb (see @app/sportsbook-provider).

const tag = 'sportsbook';
const access = 'operator:games';

export const getSportsbookSettingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/operator/sportsbook/settings',
  access,
  errors: [401, 403, 503],
  tag,
  schemas: lazy((s) => ({
    summary: 'Margins, limits, in-play delay, cash-out margin and cockfight settings (operator)',
    response: s.sportsbookSettingsSchema,
  })),
});

export const updateSportsbookSettingsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/operator/sportsbook/settings',
  access,
  errors: [400, 401, 403, 503],
  tag,
  schemas: lazy((s) => ({
    summary:
      'Change settings: margin per sport and market type, limits, delays, cockfight payouts (operator)',
    description:
      'Each group given replaces that group; new prices use the new margins from the next odds change.',
    body: s.sportsbookSettingsPatchSchema,
    response: s.sportsbookSettingsSchema,
  })),
});

export const getSportsbookMarketsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/operator/sportsbook/markets',
  access,
  errors: [400, 401, 403, 503],
  tag,
  schemas: lazy((s) => ({
    summary: 'Open markets with their stakes, payouts per selection and liability, largest first (operator)',
    query: s.sportsbookMarketQuerySchema,
    response: s.sportsbookLiabilityListSchema,
  })),
});

export const getSportsbookMarketEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/operator/sportsbook/markets/:id',
  access,
  errors: [400, 401, 403, 404, 503],
  tag,
  schemas: lazy((s) => ({
    summary: 'One market by its id in any state, with each selection’s result (operator)',
    description: 'What the console shows before a settlement or resettlement by id is confirmed.',
    params: s.sportsbookMarketParamsSchema,
    response: s.sportsbookMarketDetailSchema,
  })),
});

export const suspendSportsbookMarketEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/operator/sportsbook/markets/:id/suspend',
  access,
  errors: [400, 401, 403, 404, 409, 503],
  tag,
  schemas: lazy((s) => ({
    summary: 'Suspend a market (no bets until resumed) or resume it (operator)',
    params: s.sportsbookMarketParamsSchema,
    body: s.sportsbookSuspendSchema,
    response: s.sportsbookMarketSchema,
  })),
});

export const settleSportsbookMarketEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/operator/sportsbook/markets/:id/settle',
  access,
  errors: [400, 401, 403, 404, 409, 503],
  tag,
  schemas: lazy((s) => ({
    summary: 'Settle a market by hand, or resettle a settled one (operator)',
    description:
      'Bets are paid through the seamless wallet; a resettlement corrects every settled bet once by the difference (adjust).',
    params: s.sportsbookMarketParamsSchema,
    body: s.sportsbookSettleSchema,
    response: s.sportsbookMarketSchema,
  })),
});

export const voidSportsbookMarketEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/operator/sportsbook/markets/:id/void',
  access,
  errors: [400, 401, 403, 404, 409, 503],
  tag,
  schemas: lazy((s) => ({
    summary: 'Void a market: stakes refunded before settlement, payouts corrected after (operator)',
    params: s.sportsbookMarketParamsSchema,
    response: s.sportsbookMarketSchema,
  })),
});

export const getSportsbookMarketLimitsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/operator/sportsbook/markets/:id/limits',
  access,
  errors: [400, 401, 403, 404, 503],
  tag,
  schemas: lazy((s) => ({
    summary: 'A market’s own limits and the limits placement applies to it now (operator)',
    params: s.sportsbookMarketParamsSchema,
    response: s.sportsbookMarketLimitsViewSchema,
  })),
});

export const updateSportsbookMarketLimitsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/operator/sportsbook/markets/:id/limits',
  access,
  errors: [400, 401, 403, 404, 503],
  tag,
  schemas: lazy((s) => ({
    summary: 'Set a market’s maximum stake, payout and liability, overriding its sport’s (operator)',
    description:
      'Minor units; null inherits the sport’s limit (settings.sportLimits), then the book’s. All null clears the override. Applies to the next placements.',
    params: s.sportsbookMarketParamsSchema,
    body: s.sportsbookMarketLimitsSchema,
    response: s.sportsbookMarketLimitsViewSchema,
  })),
});

export const getSportsbookPlayerLimitsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/operator/sportsbook/players/:id/limits',
  access,
  errors: [400, 401, 403, 404, 503],
  tag,
  schemas: lazy((s) => ({
    summary: 'A member’s own sportsbook limits and those applied to their bets (operator)',
    params: s.sportsbookPlayerParamsSchema,
    response: s.sportsbookPlayerLimitsViewSchema,
  })),
});

export const updateSportsbookPlayerLimitsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/operator/sportsbook/players/:id/limits',
  access,
  errors: [400, 401, 403, 404, 503],
  tag,
  schemas: lazy((s) => ({
    summary: 'Set a member’s maximum stake and payout per bet and stake per market (operator)',
    description:
      'Minor units; null inherits the book’s limit. A market’s own lower limit still applies. All null removes them.',
    params: s.sportsbookPlayerParamsSchema,
    body: s.sportsbookPlayerLimitsSchema,
    response: s.sportsbookPlayerLimitsViewSchema,
  })),
});
