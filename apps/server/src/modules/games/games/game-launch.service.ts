import {
  gameIconUrl,
  lotteryVendorPaths,
  toDecimalString,
  type GameLaunchResult,
  type GameType,
  type RoomListValue,
} from '@app/contracts';
import { signDemoTicket } from '@app/contracts/seamless-signature';
import { houseEngineFor } from '@app/house-games';
import type { AppConfig } from '../../../config.js';
import type { Db } from '../../../db/database.js';
import { keyedError, throttledError } from '../../../lib/app-errors.js';
import { newToken, sha256Hex } from '../../../lib/secure-token.js';
import { nameIn } from '../../lobby/lobby/game-view.js';
import * as rateLimit from '../../platform/rate-limit/rate-limit.service.js';
import { recordRecentGame } from '../../lobby/recent-games/recent-games.service.js';
import { toSeamlessGame } from '../seamless/seamless-game.js';
import { HOUSE_PROVIDER_CODE } from '../seamless/seamless-provider.service.js';
import * as repo from './game-launch.repository.js';
import type { LaunchGate } from './launch-gates.js';

/** A demo ticket opens a play-money session for this long. */
const DEMO_TICKET_TTL_MS = 60 * 60_000;
/** Demo launches per visitor IP per minute (no login: a public, throttled call). */
const DEMO_LAUNCH_RATE = { windowMs: 60_000, max: 30 };
/** "Players" of a live room: distinct members who launched it this recently. */
const ROOM_ACTIVITY_MS = 10 * 60_000;
const ROOM_LIMIT = 200;

type LaunchableGame = NonNullable<Awaited<ReturnType<typeof repo.findLaunchableGame>>>;

/** The game when a provider can start it now, else 400 game_not_found / game_unavailable. */
async function requirePlayableGame(db: Db, nodeId: string) {
  const game = await repo.findLaunchableGame(db, nodeId);
  if (!game) throw keyedError(400, 'game_not_found', {}, { field: 'nodeId' });
  const playable =
    game.enabled &&
    game.vendor_enabled &&
    game.is_game === 'GAME' &&
    game.provider_code !== null &&
    game.provider_enabled === true &&
    game.provider_secret !== null;
  if (!playable) throw keyedError(400, 'game_unavailable', {}, { field: 'nodeId' });
  return game as LaunchableGame & { provider_code: string; provider_secret: string };
}

const gamePageUrl = (provider: string, ticket: { launch: string } | { demo: string }, language: string) => {
  const params = new URLSearchParams({ provider, ...ticket, lang: language });
  return `/seamless?${params.toString()}`;
};

/**
 * A lottery game opens its lottery page with the spec's launch parameters (section 7): the area from
 * the vendor, the launch mode from the game type, the prize mode (SEA for SEA games, else the game type).
 */
function lotteryPageUrl(
  game: LaunchableGame,
  token: string,
  input: { language: string; lottoView?: string; device?: string; backUrl?: string },
): string {
  const area = game.vendor_code === 'TCG_LOTTO_VN' ? 'VN' : game.vendor_code === 'TCG_SEA' ? 'SEA' : 'CN';
  const params = new URLSearchParams({
    lottoArea: area,
    launchMode: game.game_type,
    lottoPrizeMode: area === 'SEA' ? 'SEA' : game.game_type,
    lottoGameCode: game.game_code,
    lottoView: input.lottoView ?? 'betting',
    device: input.device ?? 'WEB',
    backUrl: input.backUrl ?? '/',
    language: input.language,
    launch: token,
  });
  return `${lotteryVendorPaths[game.vendor_code] ?? '/lottery'}?${params.toString()}`;
}

const isLottery = (game: LaunchableGame) => game.game_type === 'LOTT' || game.game_type === 'ELOTT';

/**
 * Real play: a launch token for the provider (stored hashed), the game page URL carrying it. The
 * first refusal of `gates` (a responsible-gaming limit) is thrown with its reason instead.
 */
export async function launchGame(
  db: Db,
  config: Pick<AppConfig, 'GAME_LAUNCH_TTL_MINUTES'>,
  memberId: string,
  input: { nodeId: string; language: string; lottoView?: string; device?: string; backUrl?: string },
  now = new Date(),
  gates: readonly LaunchGate[] = [],
): Promise<GameLaunchResult> {
  const game = await requirePlayableGame(db, input.nodeId);
  for (const gate of gates) {
    const refusal = await gate.check(db, { memberId, now });
    if (refusal) throw refusal;
  }
  const token = newToken();
  await repo.insertLaunch(db, {
    tokenHash: sha256Hex(token),
    providerCode: game.provider_code,
    memberId,
    nodeId: game.node_id,
    language: input.language,
    expiresAt: new Date(now.getTime() + config.GAME_LAUNCH_TTL_MINUTES * 60_000),
  });
  await recordRecentGame(db, memberId, game.node_id, now);
  if (isLottery(game)) return { url: lotteryPageUrl(game, token, input) };
  return { url: gamePageUrl(game.provider_code, { launch: token }, input.language) };
}

/** Demo play (play money, never the ledger) of a game offering a free trial (supportPlay 0). */
export async function launchDemo(
  db: Db,
  ip: string,
  input: { nodeId: string; language: string },
  now = new Date(),
): Promise<GameLaunchResult> {
  const throttle = await rateLimit.consume(db, `demo-launch:ip:${ip}`, DEMO_LAUNCH_RATE, now);
  if (!throttle.allowed) throw throttledError('too_frequent', throttle.retryAfterMs);
  const game = await requirePlayableGame(db, input.nodeId);
  if (game.support_play !== 0 || isLottery(game)) {
    throw keyedError(400, 'demo_unavailable', {}, { field: 'nodeId' });
  }
  const ticket = signDemoTicket(game.provider_secret, {
    game: toSeamlessGame(game, input.language),
    language: input.language,
    expiresAt: now.getTime() + DEMO_TICKET_TTL_MS,
  });
  return { url: gamePageUrl(game.provider_code, { demo: ticket }, input.language) };
}

/** The house table engine of a room, whose road maps the room list shows. */
function tableEngineOf(row: { game_type: string; game_code: string; game_classify: string | null }) {
  const engine = houseEngineFor({
    gameType: row.game_type,
    gameCode: row.game_code,
    gameClassify: row.game_classify,
  });
  return engine === 'baccarat' || engine === 'dragon-tiger' ? engine : null;
}

/**
 * Live "rooms": the enabled LIVE games with how many members played them in the last 10 minutes, and
 * for the house's baccarat and dragon tiger tables which road maps they draw.
 */
export async function listRooms(
  db: Db,
  query: { vassalage?: string | undefined; language: string },
  now = new Date(),
): Promise<RoomListValue> {
  const rows = await repo.findLiveRooms(db, {
    vendor: query.vassalage,
    since: new Date(now.getTime() - ROOM_ACTIVITY_MS),
    limit: ROOM_LIMIT,
  });
  return {
    rooms: rows.map((row) => ({
      nodeId: row.node_id,
      gameName: nameIn(row.names, query.language),
      vassalage: row.vendor_code,
      vendorName: row.vendor_name,
      gameType: row.game_type as GameType,
      minBet: toDecimalString(BigInt(row.min_bet_minor)),
      iconUrl: row.icon_url ?? gameIconUrl(row.node_id),
      players: Number(row.players ?? 0),
      gameCode: row.game_code,
      roads: row.provider_code === HOUSE_PROVIDER_CODE ? tableEngineOf(row) : null,
    })),
  };
}
