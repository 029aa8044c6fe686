import {
  gameIconUrl,
  toDecimalString,
  type Game,
  type GameClassify,
  type GameType,
  type IsGame,
} from '@app/contracts';

/** The columns a game listing selects (see lobby.repository gameColumns). */
export interface GameListRow {
  node_id: string;
  names: Record<string, string>;
  vendor_code: string;
  vendor_name: string;
  game_type: string;
  game_code: string;
  icon_url: string | null;
  is_game: string;
  support_play: number;
  game_classify: string | null;
  min_bet_minor: string;
  lines: number | null;
  rtp_bp: number | null;
  hot_rank: number | null;
  is_new: boolean;
  released_at: string;
}

export interface ViewOptions {
  language: string;
  imgSize?: string | undefined;
}

/** A game's name in a language, falling back to English. */
export const nameIn = (names: Record<string, string>, language: string): string =>
  names[language] ?? names[language.toLowerCase()] ?? names.en ?? '';

/** A stored game as the lobby answers it. */
export function toGame(row: GameListRow, { language, imgSize }: ViewOptions): Game {
  return {
    nodeId: row.node_id,
    gameName: nameIn(row.names, language),
    iconUrl: row.icon_url ?? gameIconUrl(row.node_id, imgSize),
    lagerIcon: row.icon_url ?? gameIconUrl(row.node_id, 'rx2'),
    vassalage: row.vendor_code,
    vendorName: row.vendor_name,
    gameType: row.game_type as GameType,
    gameCode: row.game_code,
    isGame: row.is_game as IsGame,
    supportPlay: row.support_play,
    gameClassify: row.game_classify as GameClassify | null,
    minBet: toDecimalString(BigInt(row.min_bet_minor)),
    lines: row.lines,
    rtp: row.rtp_bp === null ? null : toDecimalString(BigInt(row.rtp_bp)),
    hotRank: row.hot_rank,
    isNew: row.is_new,
    releasedAt: row.released_at,
  };
}
