import {
  getConfigurationEndpoint,
  setModuleToggleEndpoint,
  updateSettingEndpoint,
  type editableSettingKeys,
} from '@app/contracts';
import { opsCall } from '../../../lib/ops-call';
import { useOpsQuery } from './ops-query';

export type SettingKey = (typeof editableSettingKeys)[number];

/** GET /wps/ops/config: the settings staff may change and the module toggles. */
export const useConfiguration = () => useOpsQuery(getConfigurationEndpoint, {});

export const saveSetting = (key: SettingKey, value: unknown) =>
  opsCall(updateSettingEndpoint, { params: { key }, body: { value: JSON.stringify(value) } });

export const switchModule = (modId: string, enabled: boolean) =>
  opsCall(setModuleToggleEndpoint, { params: { modId }, body: { enabled } });
