import {
  gameIconUrl,
  parseMinor,
  toDecimalString,
  type LotteryGameSettings,
  type LotteryGameUpdate,
  type LotteryMenuGame,
  type LotteryMenuQuery,
  type LotteryMenuValue,
  type OpenedNumerosValue,
} from '@app/contracts';
import {
  LpError,
  type Game,
  type LotteryProvider,
  type LpDrawView,
  type LpGameView,
} from '@app/lottery-provider';
import type { Db } from '../../../db/database.js';
import { keyedError } from '../../../lib/app-errors.js';
import { nameIn } from '../../lobby/lobby/game-view.js';
import * as repo from './lottery.repository.js';

export const LOTTERY_PROVIDER_CODE = 'LOTTERY';
/** The catalog vendors whose games the house lottery provider runs. */
export const lotteryVendors = ['LOTT', 'ELOTT', 'TCG_LOTTO_VN', 'TCG_SEA'] as const;

const issueOf = (draw: LpDrawView) => ({
  gameCode: draw.gameCode,
  drawId: draw.drawId,
  issue: draw.issue,
  opensAt: draw.opensAt,
  closesAt: draw.closesAt,
  drawAt: draw.drawAt,
  seedHash: draw.seedHash,
});

/** The catalog's lottery games joined with the provider's (prize mode, open issue, last result). */
async function menuGames(db: Db, lottery: LotteryProvider, language: string): Promise<LotteryMenuGame[]> {
  const [catalog, views] = await Promise.all([
    repo.findLotteryCatalogGames(db, lotteryVendors),
    lottery.gameViews(),
  ]);
  const byCode = new Map<string, LpGameView>(views.map((view) => [view.code, view]));
  return catalog.flatMap((row): LotteryMenuGame[] => {
    const view = byCode.get(row.game_code);
    if (!view) return [];
    return [
      {
        nodeId: String(row.node_id),
        gameCode: row.game_code,
        gameName: nameIn(row.names, language),
        vassalage: row.vendor_code,
        gameType: row.game_type === 'ELOTT' ? 'ELOTT' : 'LOTT',
        prizeMode: view.prizeMode,
        family: view.family,
        iconUrl: row.icon_url ?? gameIconUrl(String(row.node_id)),
        current: view.current ? issueOf(view.current) : null,
        previous: view.previous
          ? { issue: view.previous.issue, drawAt: view.previous.drawAt, result: view.previous.result }
          : null,
      },
    ];
  });
}

const matches = (query: LotteryMenuQuery) => (game: LotteryMenuGame) =>
  (!query.prizeMode || game.prizeMode === query.prizeMode) &&
  (!query.vassalage || game.vassalage === query.vassalage);

export async function lotteryMenu(
  db: Db,
  lottery: LotteryProvider,
  query: LotteryMenuQuery & { language: string },
): Promise<LotteryMenuValue> {
  return { games: (await menuGames(db, lottery, query.language)).filter(matches(query)) };
}

export async function recentLotteryMenu(
  db: Db,
  lottery: LotteryProvider,
  memberId: string,
  query: LotteryMenuQuery & { language: string },
): Promise<LotteryMenuValue> {
  const [recent, games] = await Promise.all([
    repo.recentNodeIds(db, memberId),
    menuGames(db, lottery, query.language),
  ]);
  const byNode = new Map(games.filter(matches(query)).map((game) => [game.nodeId, game]));
  return { games: recent.flatMap((nodeId) => byNode.get(nodeId) ?? []) };
}

/** The issues open for betting now, of every lottery game or of the given vendor's or game. */
export async function openedNumeros(
  lottery: LotteryProvider,
  filter: { vendor?: string; gameCode?: string | undefined },
): Promise<OpenedNumerosValue> {
  const views = await lottery.gameViews();
  return {
    numeros: views
      .filter(
        (view) =>
          (!filter.vendor || view.vendorCode === filter.vendor) &&
          (!filter.gameCode || view.code === filter.gameCode),
      )
      .flatMap((view) => (view.current ? [issueOf(view.current)] : [])),
  };
}

const settingsOf = (game: Game): LotteryGameSettings => ({
  code: game.code,
  family: game.family,
  prizeMode: game.prizeMode,
  vendorCode: game.vendorCode,
  names: game.names,
  schedule: game.schedule,
  utcOffsetMinutes: game.utcOffsetMinutes,
  closeSeconds: game.closeSeconds,
  resultSource: game.resultSource,
  minStake: toDecimalString(game.minStake),
  maxStake: toDecimalString(game.maxStake),
  numberLimit: toDecimalString(game.numberLimit),
  drawLimit: toDecimalString(game.drawLimit),
  enabled: game.enabled,
});

export async function listLotteryGames(lottery: LotteryProvider): Promise<{ games: LotteryGameSettings[] }> {
  return { games: (await lottery.listGames()).map(settingsOf) };
}

const minor = (amount: string | undefined) =>
  amount === undefined ? undefined : (parseMinor(amount) ?? undefined);

export async function updateLotteryGame(
  lottery: LotteryProvider,
  code: string,
  changes: LotteryGameUpdate,
): Promise<LotteryGameSettings> {
  if (!(await lottery.findGame(code))) throw keyedError(404, 'lottery_game_not_found', {}, { field: 'code' });
  return settingsOf(
    await lottery.operator.updateGame(code, {
      ...changes,
      minStake: minor(changes.minStake),
      maxStake: minor(changes.maxStake),
      numberLimit: minor(changes.numberLimit),
      drawLimit: minor(changes.drawLimit),
    }),
  );
}

/** The provider's refusals as platform errors: unknown game or draw 404, anything else 400 with its reason. */
export async function asPlatformError<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (!(error instanceof LpError)) throw error;
    if (error.value.key === 'draw_not_found') throw keyedError(404, 'lottery_draw_not_found');
    if (error.statusCode === 404) throw keyedError(404, 'lottery_game_not_found');
    throw keyedError(400, 'lottery_refused', { reason: error.message });
  }
}
