import { defineEndpoint } from '../endpoint.js';
import { lazy } from './lazy.js';

// Spec section 7's lottery calls, served from the lottery provider's games and draws.

export const getVnLotteryMenuEndpoint = defineEndpoint({
  method: 'GET',
  path: '/lgw/vn/games/game_menu',
  access: 'public',
  errors: [400],
  tag: 'lottery',
  schemas: lazy((s) => ({
    summary:
      'Lottery game menu (prizeMode, device WEB): every lottery game with its prize mode and open issue',
    query: s.lotteryMenuQuerySchema,
    response: s.lotteryMenuValueSchema,
  })),
});

export const getRecentLotteryMenuEndpoint = defineEndpoint({
  method: 'GET',
  path: '/lgw/vn/games/game_menu/recent',
  access: 'player',
  errors: [400, 401, 403],
  tag: 'lottery',
  schemas: lazy((s) => ({
    summary: 'The lottery games the member launched most recently (token)',
    query: s.lotteryMenuQuerySchema,
    response: s.lotteryMenuValueSchema,
  })),
});

export const getOpenedVnNumerosEndpoint = defineEndpoint({
  method: 'GET',
  path: '/lgw/vn/numeros/opened/game',
  access: 'public',
  errors: [400],
  tag: 'lottery',
  schemas: lazy((s) => ({
    summary: 'The issues (numeros) of the Vietnam lottery games open for betting now',
    query: s.openedNumeroQuerySchema,
    response: s.openedNumerosValueSchema,
  })),
});

export const getOpenedNumeroEndpoint = defineEndpoint({
  method: 'GET',
  path: '/lotto/lgw/games/opened/numero',
  access: 'player',
  errors: [400, 401, 403],
  tag: 'lottery',
  schemas: lazy((s) => ({
    summary: 'The issue (numero) of each lottery game open for betting now, or of one game (token)',
    query: s.openedNumeroQuerySchema,
    response: s.openedNumerosValueSchema,
  })),
});

// Operator controls: games, schedules, odds, limits, results, voids, liability.

export const listLotteryGamesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/operator/lottery/games',
  access: 'operator:games',
  errors: [401, 403],
  tag: 'operator lottery',
  schemas: lazy((s) => ({
    summary: 'Every lottery game with its schedule, prize mode, result source and limits',
    response: s.lotteryGameSettingsListSchema,
  })),
});

export const updateLotteryGameEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/operator/lottery/games/:code',
  access: 'operator:games',
  errors: [400, 401, 403, 404],
  tag: 'operator lottery',
  schemas: lazy((s) => ({
    summary: 'Change a lottery game: enable, prize mode, schedule, closing time, result source, limits',
    description:
      'Schedules: { kind: interval, everySeconds } (10 s or more, dividing a day) or { kind: daily, times, weekdays?, monthDays? } in the game UTC offset. Draws already created keep their times.',
    params: s.lotteryGameParamsSchema,
    body: s.lotteryGameUpdateSchema,
    response: s.lotteryGameSettingsSchema,
  })),
});

export const updateLotteryPrizeModeEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/operator/lottery/prize-modes/:code',
  access: 'operator:games',
  errors: [400, 401, 403],
  tag: 'operator lottery',
  schemas: lazy((s) => ({
    summary: 'Set a prize mode (LOTT, ZY, ELOTT, SEA): return of its default odds and its rebate',
    params: s.lotteryPrizeModeParamsSchema,
    body: s.lotteryPrizeModeUpdateSchema,
    response: s.noValueSchema,
  })),
});

export const setLotteryOddsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/operator/lottery/odds',
  access: 'operator:games',
  errors: [400, 401, 403],
  tag: 'operator lottery',
  schemas: lazy((s) => ({
    summary: 'Override the odds of a bet type under a prize mode; slips built on the old odds are refused',
    body: s.lotteryOddsUpdateSchema,
    response: s.noValueSchema,
  })),
});

export const listLotteryPrizeModesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/operator/lottery/prize-modes',
  access: 'operator:games',
  errors: [401, 403],
  tag: 'operator lottery',
  schemas: lazy((s) => ({
    summary: 'Every prize mode with the return of its default odds and its rebate',
    response: s.lotteryPrizeModeListSchema,
  })),
});

export const getLotteryOddsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/operator/lottery/odds',
  access: 'operator:games',
  errors: [400, 401, 403],
  tag: 'operator lottery',
  schemas: lazy((s) => ({
    summary:
      "The odds every bet type of a family pays under a prize mode now (the operator's or the default)",
    query: s.lotteryOddsQuerySchema,
    response: s.lotteryOddsListSchema,
  })),
});

export const listLotteryDrawsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/operator/lottery/games/:code/draws',
  access: 'operator:games',
  errors: [400, 401, 403, 404],
  tag: 'operator lottery',
  schemas: lazy((s) => ({
    summary: "A game's draws, newest first, with their status and result",
    params: s.lotteryGameParamsSchema,
    query: s.lotteryDrawListQuerySchema,
    response: s.lotteryDrawListSchema,
  })),
});

export const enterLotteryResultEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/operator/lottery/draws/:drawId/result',
  access: 'operator:games',
  errors: [400, 401, 403, 404],
  tag: 'operator lottery',
  schemas: lazy((s) => ({
    summary: 'Enter the result of an externally drawn draw, or correct a result (tickets are re-settled)',
    description:
      'Only once the draw time has passed and never on a void draw. A correction re-settles every ticket: the difference is paid or taken back once (seamless adjust).',
    params: s.lotteryDrawParamsSchema,
    body: s.lotteryResultRequestSchema,
    response: s.noValueSchema,
  })),
});

export const voidLotteryDrawEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/operator/lottery/draws/:drawId/void',
  access: 'operator:games',
  errors: [400, 401, 403, 404],
  tag: 'operator lottery',
  schemas: lazy((s) => ({
    summary: 'Void a draw: every ticket refunded once (settled tickets: stake back, payout taken back)',
    params: s.lotteryDrawParamsSchema,
    body: s.lotteryVoidRequestSchema,
    response: s.lotteryVoidResultSchema,
  })),
});

export const getLotteryLiabilityEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/operator/lottery/draws/:drawId/liability',
  access: 'operator:games',
  errors: [400, 401, 403, 404],
  tag: 'operator lottery',
  schemas: lazy((s) => ({
    summary: "A draw's liability: stakes, payouts, potential payout and the most exposed numbers",
    params: s.lotteryDrawParamsSchema,
    response: s.lotteryLiabilitySchema,
  })),
});
