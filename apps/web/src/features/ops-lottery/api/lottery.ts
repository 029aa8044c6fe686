import {
  enterLotteryResultEndpoint,
  getLotteryLiabilityEndpoint,
  getLotteryOddsEndpoint,
  listLotteryDrawsEndpoint,
  listLotteryGamesEndpoint,
  listLotteryPrizeModesEndpoint,
  setLotteryOddsEndpoint,
  updateLotteryGameEndpoint,
  updateLotteryPrizeModeEndpoint,
  voidLotteryDrawEndpoint,
  type EndpointBody,
  type LotteryPrizeMode,
} from '@app/contracts';
import { opsCall } from '../../../lib/ops/ops-call';
import { useOpsQuery } from '../../../lib/ops/ops-query';

export const useLotteryGames = () => useOpsQuery(listLotteryGamesEndpoint, {});

export const useLotteryPrizeModes = () => useOpsQuery(listLotteryPrizeModesEndpoint, {});

export const useLotteryOdds = (prizeMode: LotteryPrizeMode, family: string) =>
  useOpsQuery(getLotteryOddsEndpoint, { query: { prizeMode, family } }, { enabled: family !== '' });

export const useLotteryDraws = (code: string) =>
  useOpsQuery(listLotteryDrawsEndpoint, { params: { code }, query: { limit: 30 } });

export const useLotteryLiability = (drawId: string) =>
  useOpsQuery(getLotteryLiabilityEndpoint, { params: { drawId } });

export const updateLotteryGame = (code: string, body: EndpointBody<typeof updateLotteryGameEndpoint>) =>
  opsCall(updateLotteryGameEndpoint, { params: { code }, body });

export const updatePrizeMode = (
  code: LotteryPrizeMode,
  body: EndpointBody<typeof updateLotteryPrizeModeEndpoint>,
) => opsCall(updateLotteryPrizeModeEndpoint, { params: { code }, body });

export const setOdds = (body: EndpointBody<typeof setLotteryOddsEndpoint>) =>
  opsCall(setLotteryOddsEndpoint, { body });

export type LotteryResult = EndpointBody<typeof enterLotteryResultEndpoint>['result'];

export const enterResult = (drawId: string, result: LotteryResult) =>
  opsCall(enterLotteryResultEndpoint, { params: { drawId }, body: { result } });

export const voidDraw = (drawId: string, reason: string) =>
  opsCall(voidLotteryDrawEndpoint, { params: { drawId }, body: { reason } });
