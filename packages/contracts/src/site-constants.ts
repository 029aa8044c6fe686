/**
 * Site constants and pure helpers without zod, so the web app can import them without loading the
 * schemas (the package is marked side-effect free; unused modules are dropped from bundles).
 */
export const SystemStatus = {
  normal: 0,
  maintenance: 1,
  regionRestricted: 2,
} as const;
export type SystemStatusCode = (typeof SystemStatus)[keyof typeof SystemStatus];

export interface WhitelabelNode {
  modId: string;
  enabled: '0' | '1';
  childrenNodes: WhitelabelNode[];
}
/** Module ids of the whitelabel tree (spec section 6 module toggles plus feature menus). */
export const ModuleId = {
  register: 'REGISTER',
  registerUsername: 'REGISTER_USERNAME',
  registerMobile: 'REGISTER_MOBILE',
  registerSmsVerification: 'REGISTER_SMS_VERIFICATION',
  registerMobilePassword: 'REGISTER_MOBILE_PASSWORD',
  login: 'LOGIN',
  loginSms: 'LOGIN_SMS',
  forcePasswordChange: 'FORCE_PASSWORD_CHANGE',
  freePlay: 'FREE_PLAY',
  manualRebate: 'MANUAL_REBATE',
  promotion: 'PROMOTION',
  referral: 'REFERRAL',
  vip: 'VIP',
  pointsMall: 'POINTS_MALL',
  agent: 'AGENT',
  dividend: 'DIVIDEND',
  dailySalary: 'DAILY_SALARY',
  hourlySalary: 'HOURLY_SALARY',
  realtimeSalary: 'REALTIME_SALARY',
} as const;
export type ModuleIdValue = (typeof ModuleId)[keyof typeof ModuleId];

/** True when the module and every ancestor in the tree is enabled. */
export function isModuleEnabled(tree: readonly WhitelabelNode[], modId: string): boolean {
  for (const node of tree) {
    if (node.modId === modId) return node.enabled === '1';
    if (node.enabled === '1' && isModuleEnabled(node.childrenNodes, modId)) return true;
  }
  return false;
}
