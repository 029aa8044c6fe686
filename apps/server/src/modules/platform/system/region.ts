import { buildAddressList, addressListContains } from '../../../lib/ip-address.js';
import type { RegionRestrictionSetting, SystemStatusCode } from '@app/contracts';
import { SystemStatus } from '@app/contracts';

export interface Visitor {
  ip: string;
  countryCode: string | null;
}

/** Allowed ranges win; then a blocked range or a blocked country restricts the visitor. */
export function isRegionRestricted(setting: RegionRestrictionSetting, visitor: Visitor): boolean {
  if (!setting.enabled) return false;
  if (addressListContains(buildAddressList(setting.allowedCidrs), visitor.ip)) return false;
  if (addressListContains(buildAddressList(setting.blockedCidrs), visitor.ip)) return true;
  const country = visitor.countryCode?.toUpperCase();
  return country !== undefined && setting.blockedCountries.map((c) => c.toUpperCase()).includes(country);
}

/** Maintenance takes precedence over region restriction. */
export function decideStatus(maintenance: boolean, restricted: boolean): SystemStatusCode {
  if (maintenance) return SystemStatus.maintenance;
  if (restricted) return SystemStatus.regionRestricted;
  return SystemStatus.normal;
}
