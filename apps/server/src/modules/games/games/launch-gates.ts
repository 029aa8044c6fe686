import type { Db } from '../../../db/database.js';
import type { AppError } from '../../../lib/envelope.js';

/**
 * A rule a real-money game launch passes (a responsible-gaming exclusion, session or money limit
 * already used up): null lets the launch through, else the refusal the player is shown with its
 * reason, before any launch token exists.
 */
export interface LaunchGate {
  name: string;
  check(db: Db, launch: { memberId: string; now: Date }): Promise<AppError | null>;
}
