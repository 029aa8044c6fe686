import type { Db } from '../../../db/database.js';
import * as repo from './seamless.repository.js';

export const HOUSE_PROVIDER_CODE = 'HOUSE';

/**
 * The house provider's row (its secret kept in step with HOUSE_PROVIDER_SECRET on every start) and
 * every vendor without a provider assigned to it: the generated catalog is all house-run.
 */
export async function seedHouseProvider(db: Db, secret: string): Promise<void> {
  await repo.upsertProvider(db, { code: HOUSE_PROVIDER_CODE, name: 'House games', secret });
  await repo.assignUnownedVendors(db, HOUSE_PROVIDER_CODE);
}

/** Another house-run provider's row (secret kept in step on every start) and the vendors it runs. */
export async function seedProvider(
  db: Db,
  provider: { code: string; name: string; secret: string },
  vendorCodes: readonly string[],
): Promise<void> {
  await repo.upsertProvider(db, provider);
  await repo.assignVendors(db, provider.code, vendorCodes);
}
