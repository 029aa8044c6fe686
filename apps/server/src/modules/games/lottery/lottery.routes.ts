import {
  enterLotteryResultEndpoint,
  getLotteryLiabilityEndpoint,
  getLotteryOddsEndpoint,
  getOpenedNumeroEndpoint,
  getOpenedVnNumerosEndpoint,
  getRecentLotteryMenuEndpoint,
  getVnLotteryMenuEndpoint,
  listLotteryDrawsEndpoint,
  listLotteryGamesEndpoint,
  listLotteryPrizeModesEndpoint,
  setLotteryOddsEndpoint,
  updateLotteryGameEndpoint,
  updateLotteryPrizeModeEndpoint,
  voidLotteryDrawEndpoint,
} from '@app/contracts';
import type { LotteryProvider } from '@app/lottery-provider';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import {
  asPlatformError,
  listLotteryGames,
  lotteryMenu,
  openedNumeros,
  recentLotteryMenu,
  updateLotteryGame,
} from './lottery.service.js';

/** The lottery menus and open issues of spec section 7, and the operator's lottery controls. */
export const lotteryRoutes = endpointRoutes<ModuleDeps & { lottery: LotteryProvider }>(({ db, lottery }) => [
  route(getVnLotteryMenuEndpoint, ({ query }) => lotteryMenu(db, lottery, query)),
  route(getRecentLotteryMenuEndpoint, ({ principal, query }) =>
    recentLotteryMenu(db, lottery, principal.member.id, query),
  ),
  route(getOpenedVnNumerosEndpoint, ({ query }) =>
    openedNumeros(lottery, { vendor: 'TCG_LOTTO_VN', gameCode: query.gameCode }),
  ),
  route(getOpenedNumeroEndpoint, ({ query }) => openedNumeros(lottery, { gameCode: query.gameCode })),

  route(listLotteryGamesEndpoint, () => listLotteryGames(lottery)),
  route(updateLotteryGameEndpoint, ({ params, body }) =>
    asPlatformError(updateLotteryGame(lottery, params.code, body)),
  ),
  route(updateLotteryPrizeModeEndpoint, async ({ params, body }) => {
    await lottery.operator.updatePrizeMode(params.code, body);
    return null;
  }),
  route(listLotteryPrizeModesEndpoint, async () => ({ modes: await lottery.operator.prizeModes() })),
  route(getLotteryOddsEndpoint, async ({ query }) => ({
    betTypes: await asPlatformError(lottery.operator.odds(query.prizeMode, query.family)),
  })),
  route(setLotteryOddsEndpoint, async ({ body }) => {
    await asPlatformError(lottery.operator.setOdds(body));
    return null;
  }),
  route(listLotteryDrawsEndpoint, async ({ params, query }) => ({
    draws: await asPlatformError(lottery.operator.listDraws(params.code, query.limit)),
  })),
  route(enterLotteryResultEndpoint, async ({ params, body }) => {
    await asPlatformError(lottery.operator.enterResult(params.drawId, body.result));
    return null;
  }),
  route(voidLotteryDrawEndpoint, ({ params, body }) =>
    asPlatformError(lottery.operator.voidDraw(params.drawId, body.reason)),
  ),
  route(getLotteryLiabilityEndpoint, ({ params }) =>
    asPlatformError(lottery.operator.drawLiability(params.drawId)),
  ),
]);
