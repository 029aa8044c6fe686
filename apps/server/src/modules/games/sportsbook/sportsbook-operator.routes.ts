import {
  getSportsbookMarketEndpoint,
  getSportsbookMarketLimitsEndpoint,
  getSportsbookMarketsEndpoint,
  getSportsbookPlayerLimitsEndpoint,
  getSportsbookSettingsEndpoint,
  settleSportsbookMarketEndpoint,
  suspendSportsbookMarketEndpoint,
  updateSportsbookMarketLimitsEndpoint,
  updateSportsbookPlayerLimitsEndpoint,
  updateSportsbookSettingsEndpoint,
  voidSportsbookMarketEndpoint,
} from '@app/contracts';
import type { Db } from '../../../db/database.js';
import { SbError, type BookOperator } from '@app/sportsbook-provider';
import { keyedError } from '../../../lib/app-errors.js';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import { AppError } from '../../../lib/envelope.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { memberExists } from './sportsbook.repository.js';

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

/** The member a player limit is about (404 for an unknown id: nothing is stored for it). */
async function requireMember(db: Db, id: string): Promise<string> {
  if (!(await memberExists(db, id))) throw keyedError(404, 'member_not_found');
  return id;
}

/** Margins, limits, suspensions, manual results, voids and liability of the house sportsbook (operator:games). */
export const sportsbookOperatorRoutes = endpointRoutes<SportsbookOperatorOptions>(({ book, db }) => [
  route(getSportsbookSettingsEndpoint, () => withBook(book, (b) => b.settings())),
  route(updateSportsbookSettingsEndpoint, ({ body }) =>
    withBook(book, (b) =>
      b.updateSettings(Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined))),
    ),
  ),
  route(getSportsbookMarketsEndpoint, async ({ query }) => ({
    markets: await withBook(book, (b) => b.liability(query.fixtureId)),
  })),
  route(getSportsbookMarketEndpoint, ({ params }) => withBook(book, (b) => b.market(params.id))),
  route(suspendSportsbookMarketEndpoint, ({ params, body }) =>
    withBook(book, (b) => b.suspend(params.id, body.suspended)),
  ),
  route(settleSportsbookMarketEndpoint, ({ params, body }) =>
    withBook(book, (b) => b.settle(params.id, body)),
  ),
  route(voidSportsbookMarketEndpoint, ({ params }) => withBook(book, (b) => b.void(params.id))),
  route(getSportsbookMarketLimitsEndpoint, ({ params }) => withBook(book, (b) => b.marketLimits(params.id))),
  route(updateSportsbookMarketLimitsEndpoint, ({ params, body }) =>
    withBook(book, (b) => b.setMarketLimits(params.id, body)),
  ),
  route(getSportsbookPlayerLimitsEndpoint, async ({ params }) => {
    const id = await requireMember(db, params.id);
    return withBook(book, (b) => b.playerLimits(id));
  }),
  route(updateSportsbookPlayerLimitsEndpoint, async ({ params, body }) => {
    const id = await requireMember(db, params.id);
    return withBook(book, (b) => b.setPlayerLimits(id, body));
  }),
]);
