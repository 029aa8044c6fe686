import { launchDemoGameEndpoint, launchGameEndpoint, type GameLaunchRequest } from '@app/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import type { LaunchMode } from '../../../lib/open-game';

/** The game page URL of a launch: real money (token; real accounts) or demo (no login; play money). */
export async function launchGame(
  mode: LaunchMode,
  request: GameLaunchRequest,
  signal?: AbortSignal,
): Promise<string> {
  const endpoint = mode === 'real' ? launchGameEndpoint : launchDemoGameEndpoint;
  const result = await callEndpoint(endpoint, { body: request }, { signal });
  return result.url;
}

/** The URL the game popup's frame shows: the game page without the site header and footer. */
export function embeddedUrl(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}embed=1`;
}
