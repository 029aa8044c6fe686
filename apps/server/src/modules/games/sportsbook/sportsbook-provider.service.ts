import { createHmac } from 'node:crypto';
import type { Db } from '../../../db/database.js';
import { seedProvider } from '../seamless/seamless-provider.service.js';

export const SPORTSBOOK_PROVIDER_CODE = 'SPORTSBOOK';

/**
 * Vendors whose games the house sportsbook runs: the sports vendors of spec section 9 (IBC, SBT, UG),
 * the e-sports vendors (TF, IA) and the cockfight vendors (S128, SV388) of the catalog.
 */
export const sportsbookVendorCodes = ['IBC', 'SBT', 'UG', 'TF', 'IA', 'S128', 'SV388'] as const;

/** The sportsbook's signing secret, derived from the house provider's so no second secret is configured. */
export const sportsbookSecret = (houseProviderSecret: string): string =>
  createHmac('sha256', houseProviderSecret).update('sportsbook-provider').digest('hex');

/** The sportsbook's provider row (secret kept in step on every start) and its vendors. */
export function seedSportsbookProvider(db: Db, houseProviderSecret: string): Promise<void> {
  return seedProvider(
    db,
    {
      code: SPORTSBOOK_PROVIDER_CODE,
      name: 'House sportsbook',
      secret: sportsbookSecret(houseProviderSecret),
    },
    sportsbookVendorCodes,
  );
}
