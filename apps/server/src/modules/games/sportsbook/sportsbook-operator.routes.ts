import {
  getSportsbookMarketsEndpoint,
  getSportsbookSettingsEndpoint,
  settleSportsbookMarketEndpoint,
  suspendSportsbookMarketEndpoint,
  updateSportsbookSettingsEndpoint,
  voidSportsbookMarketEndpoint,
} from '@app/contracts';
import { SbError, type BookOperator } from '@app/sportsbook-provider';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import { AppError } from '../../../lib/envelope.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';

export interface SportsbookOperatorOptions extends ModuleDeps {
  /** The book's controls; null when the sportsbook does not run in this process (SPORTSBOOK_ENABLED=false). */
  book: BookOperator | null;
}

/** The book's refusals as the platform's errors: its status, key and English message. */
async function withBook<T>(book: BookOperator | null, work: (book: BookOperator) => Promise<T>): Promise<T> {
  if (!book) {
    const key = 'sportsbook_unavailable';
    throw new AppError(503, key, 'The sportsbook is not running', { key, params: {} });
  }
  try {
    return await work(book);
  } catch (error) {
    if (error instanceof SbError) {
      const { key } = error.value;
      throw new AppError(error.statusCode, key, error.message, { key, params: {} });
    }
    throw error;
  }
}

/** Margins, limits, suspensions, manual results, voids and liability of the house sportsbook (operator:games). */
export const sportsbookOperatorRoutes = endpointRoutes<SportsbookOperatorOptions>(({ book }) => [
  route(getSportsbookSettingsEndpoint, () => withBook(book, (b) => b.settings())),
  route(updateSportsbookSettingsEndpoint, ({ body }) =>
    withBook(book, (b) =>
      b.updateSettings(Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined))),
    ),
  ),
  route(getSportsbookMarketsEndpoint, async ({ query }) => ({
    markets: await withBook(book, (b) => b.liability(query.fixtureId)),
  })),
  route(suspendSportsbookMarketEndpoint, ({ params, body }) =>
    withBook(book, (b) => b.suspend(params.id, body.suspended)),
  ),
  route(settleSportsbookMarketEndpoint, ({ params, body }) =>
    withBook(book, (b) => b.settle(params.id, body)),
  ),
  route(voidSportsbookMarketEndpoint, ({ params }) => withBook(book, (b) => b.void(params.id))),
]);
