import {
  createSportsbookProvider,
  type FeedAdapter,
  type SportsbookProvider,
} from '@app/sportsbook-provider';
import { houseProviderDevelopmentSecret } from '../../apps/server/src/config.js';
import {
  SPORTSBOOK_PROVIDER_CODE,
  sportsbookSecret,
} from '../../apps/server/src/modules/games/sportsbook/sportsbook-provider.service.js';
import type { Site } from './site.js';

/**
 * A sportsbook provider on the site's database whose feed the test writes (no odds feed of its own),
 * paying through the site's seamless wallet as the real one does. Stop it after the tests.
 */
export function testSportsbook(site: Site): SportsbookProvider {
  const noFeed: FeedAdapter = { name: 'test', pump: () => Promise.resolve(0) };
  return createSportsbookProvider({
    db: site.db,
    providerCode: SPORTSBOOK_PROVIDER_CODE,
    secret: sportsbookSecret(houseProviderDevelopmentSecret),
    log: { info: () => undefined, warn: () => undefined, error: (o: unknown) => console.error(o) },
    feed: noFeed,
    wallet: {
      async send(path, headers, body) {
        const response = await fetch(new URL(path, site.baseUrl), { method: 'POST', headers, body });
        return { status: response.status, body: await response.text() };
      },
    },
  });
}
