import { gameLaunchPaths, type GameLaunchRequest, type GameLaunchResult } from '@app/contracts';
import { apiRequest } from '../../../lib/api-client';
import type { LaunchMode } from '../../../lib/open-game';

/**
 * The game page URL of a launch: POST /wps/game/launchGame (token; real money) or
 * /wps/relay/GCS_gameLaunchFB (no login; demo with play money).
 */
export async function launchGame(
  mode: LaunchMode,
  request: GameLaunchRequest,
  signal?: AbortSignal,
): Promise<string> {
  const path = mode === 'real' ? gameLaunchPaths.launch : gameLaunchPaths.demoLaunch;
  const result = await apiRequest<GameLaunchResult>(path, { method: 'POST', body: request, signal });
  return result.url;
}

/** The URL the game popup's frame shows: the game page without the site header and footer. */
export function embeddedUrl(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}embed=1`;
}
