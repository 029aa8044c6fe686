import { isModuleEnabled, ModuleId, type ModuleIdValue, type WhitelabelNode } from '@app/contracts';
import type { IconName } from '../../components/icons';

/**
 * The agent center's left menu (spec section 2), in order. Pages of the agent center live under
 * /agentHome/<page>; deposit, withdraw and platform messages are the member-center pages of the
 * player site (agents play too) shown inside the agent center, so its menu stays; live support is the
 * operator's customer service (the built-in chat also inside the agent center).
 */
export interface AgentMenuItem {
  labelKey: string;
  icon: IconName;
  /** An agent-center page id (/agentHome/<page>), or a site path. */
  page?: string;
  path?: string;
  /** Shown only when this module (or one of these) is on. */
  module?: ModuleIdValue | readonly ModuleIdValue[];
}

export const agentMenu: readonly AgentMenuItem[] = [
  { labelKey: 'deposit', icon: 'deposit', page: 'deposit' },
  { labelKey: 'withdraw', icon: 'withdraw', page: 'withdraw' },
  { labelKey: 'agent_announcement', icon: 'megaphone', page: 'agentAnnouncement' },
  { labelKey: 'team_overview', icon: 'team', page: 'agentTeamOverview' },
  { labelKey: 'register_account', icon: 'invite', page: 'registerCenter' },
  { labelKey: 'team_management', icon: 'member', page: 'downlineManagmentView' },
  { labelKey: 'team_betting', icon: 'record', page: 'personalHistoryCopy' },
  { labelKey: 'user_loss', icon: 'profit', page: 'palStatementsAgentCopy' },
  { labelKey: 'my_income', icon: 'coins', page: 'agentRevenueReport' },
  { labelKey: 'account_details', icon: 'receipt', page: 'agentDownlineTransactionDetailsCopy' },
  { labelKey: 'bonus_record', icon: 'gift', page: 'agentDividendRecordCopy2', module: ModuleId.dividend },
  { labelKey: 'daily_wage', icon: 'history', page: 'agentDailyWages2', module: ModuleId.dailySalary },
  { labelKey: 'hourly_salary', icon: 'clock', page: 'agentHourSalary', module: ModuleId.hourlySalary },
  {
    labelKey: 'realtime_salary',
    icon: 'rebate',
    page: 'agentRealtimeSalary',
    module: ModuleId.realtimeSalary,
  },
  {
    labelKey: 'agent_contracts',
    icon: 'shield',
    page: 'agentContracts',
    module: [ModuleId.dividend, ModuleId.dailySalary, ModuleId.hourlySalary, ModuleId.realtimeSalary],
  },
  { labelKey: 'platform_messages', icon: 'message', page: 'messages' },
];

/** The agent center's path for a customer-service entry: the built-in chat opens inside the center. */
export function agentSupportPath(path: string): string {
  return path === '/liveSupport' ? '/agentHome/liveSupport' : path;
}

/** Whether a menu item's feature module is on (items without one always are). */
export function isMenuItemOn(item: AgentMenuItem, whitelabel: readonly WhitelabelNode[]): boolean {
  if (!item.module) return true;
  const modules: readonly ModuleIdValue[] = typeof item.module === 'string' ? [item.module] : item.module;
  return modules.some((module) => isModuleEnabled(whitelabel, module));
}

/** The menu item of an agent-center page id, or undefined for an unknown page. */
export function agentPageItem(page: string): AgentMenuItem | undefined {
  return agentMenu.find((item) => item.page === page);
}
