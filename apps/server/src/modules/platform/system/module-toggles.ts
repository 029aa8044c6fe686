import { isModuleEnabled, type ModuleIdValue } from '@app/contracts';
import type { Db } from '../../../db/database.js';
import { getWhitelabel } from './system.service.js';
import { keyedError } from '../../../lib/app-errors.js';

/** True when the whitelabel module and all its ancestors are on. */
export async function moduleEnabled(db: Db, modId: ModuleIdValue): Promise<boolean> {
  return isModuleEnabled(await getWhitelabel(db), modId);
}

/** Refuses (403) when the whitelabel module is off. */
export async function requireModule(db: Db, modId: ModuleIdValue): Promise<void> {
  if (!(await moduleEnabled(db, modId))) throw keyedError(403, 'module_disabled');
}
