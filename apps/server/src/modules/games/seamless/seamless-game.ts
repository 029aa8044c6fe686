import type { SeamlessGame } from '@app/contracts';
import { nameIn } from '../../lobby/lobby/game-view.js';

/** The catalog columns the provider's game descriptor is made of. */
export interface SeamlessGameRow {
  node_id: string;
  vendor_code: string;
  game_code: string;
  game_type: string;
  game_classify: string | null;
  lines: number | null;
  rtp_bp: number | null;
  names: Record<string, string>;
}

/** The game as the provider is told about it (authenticate answers and demo tickets). */
export function toSeamlessGame(row: SeamlessGameRow, language: string): SeamlessGame {
  return {
    nodeId: row.node_id,
    vendorCode: row.vendor_code,
    gameCode: row.game_code,
    gameType: row.game_type,
    gameClassify: row.game_classify,
    lines: row.lines,
    rtpBp: row.rtp_bp,
    gameName: nameIn(row.names, language),
  };
}
