import { checkText, type Configuration, type editableSettingKeys } from '@app/contracts';
import { ZodError } from 'zod';
import type { Db } from '../../../db/database.js';
import { keyedError } from '../../../lib/app-errors.js';
import {
  getSetting,
  listModuleToggles,
  setModuleToggle,
  updateSetting,
  type SettingValue,
} from '../../platform/system/system.service.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';

type EditableKey = (typeof editableSettingKeys)[number];

export async function getConfiguration(db: Db): Promise<Configuration> {
  const [maintenance, region, accountPolicy, customerService, resources, modules] = await Promise.all([
    getSetting(db, 'maintenance'),
    getSetting(db, 'region_restriction'),
    getSetting(db, 'account_policy'),
    getSetting(db, 'customer_service'),
    getSetting(db, 'resources'),
    listModuleToggles(db),
  ]);
  return {
    settings: {
      maintenance,
      region_restriction: region,
      account_policy: accountPolicy,
      customer_service: customerService,
      resources,
    },
    modules: modules.map((row) => ({ modId: row.mod_id, parentId: row.parent_id, enabled: row.enabled })),
  };
}

/** Every string inside a value passes the shared text rules (the settings' own schemas are plain strings). */
function checkStrings(value: unknown, path: string): void {
  if (typeof value === 'string') {
    const result = checkText(value, 'multiline');
    if (!result.ok) throw keyedError(400, result.key, result.params, { field: path });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => checkStrings(item, `${path}.${index}`));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) checkStrings(item, `${path}.${key}`);
  }
}

/**
 * Changes a site setting through the platform's own schema for it (what the server reads it with):
 * the value comes as JSON text; a bad one answers 400 naming the problem and changes nothing. Audited with before and after.
 */
export async function saveSetting(
  db: Db,
  key: EditableKey,
  json: string,
  actor: AuditActor,
): Promise<Configuration> {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw keyedError(400, 'config_invalid', { problem: 'not JSON' }, { field: 'value' });
  }
  checkStrings(value, 'value');
  const before = await getSetting(db, key);
  try {
    await updateSetting(db, key, value as SettingValue<EditableKey>);
  } catch (error) {
    if (!(error instanceof ZodError)) throw error;
    const issue = error.issues[0];
    const problem = issue ? `${issue.path.join('.') || key}: ${issue.message}` : key;
    throw keyedError(400, 'config_invalid', { problem }, { field: 'value' });
  }
  await recordAudit(db, actor, { action: `config.${key}`, before, after: await getSetting(db, key) });
  return getConfiguration(db);
}

export async function switchModule(
  db: Db,
  modId: string,
  enabled: boolean,
  actor: AuditActor,
): Promise<Configuration> {
  const modules = await listModuleToggles(db);
  const module = modules.find((row) => row.mod_id === modId);
  if (!module) throw keyedError(404, 'not_found');
  await setModuleToggle(db, modId, enabled);
  await recordAudit(db, actor, {
    action: 'config.module',
    before: { modId, enabled: module.enabled },
    after: { modId, enabled },
  });
  return getConfiguration(db);
}
