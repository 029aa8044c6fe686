import { getVnLotteryMenuEndpoint, launchGameEndpoint, type LotteryMenuValue } from '@app/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';

/** The lottery games (/lgw/vn/games/game_menu): prize mode, open issue and last result of each. */
export function getLotteryMenu(language: string, signal?: AbortSignal): Promise<LotteryMenuValue> {
  return callEndpoint(getVnLotteryMenuEndpoint, { query: { device: 'WEB', language } }, { signal });
}

/** Launches a lottery game for the member; answers the launch token the lottery provider takes. */
export async function launchLottery(nodeId: string, language: string): Promise<string> {
  const { url } = await callEndpoint(launchGameEndpoint, {
    body: { nodeId, language, lottoView: 'betting', device: 'WEB', backUrl: '/' },
  });
  const token = new URL(url, window.location.origin).searchParams.get('launch');
  if (!token) throw new Error('no launch token');
  return token;
}
