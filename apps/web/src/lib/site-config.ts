import type { PermissionInfo, SystemStatusValue } from '@app/contracts';
import { createContext, useContext } from 'react';

/** What the site loaded at start: the system status and the permission info (settings, modules, links). */
export interface SiteConfig {
  status: SystemStatusValue;
  permission: PermissionInfo;
}

export const SiteConfigContext = createContext<SiteConfig | null>(null);

export function useSiteConfig(): SiteConfig {
  const config = useContext(SiteConfigContext);
  if (!config) throw new Error('useSiteConfig must be used inside the started site (SiteConfigContext)');
  return config;
}
