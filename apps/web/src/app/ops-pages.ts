import type { ComponentType } from 'react';
import type { OperatorPermission } from '@app/contracts';

/**
 * Staff pages other features add to the operator console (/ops): `path` is under /ops ('lottery' is
 * /ops/lottery), `permission` the one a staff member needs to see the menu item and open the page,
 * `titleKey` its menu and page title (a key of the feature's own messages or the site's), `load` the
 * page's lazy module. The console renders them in its layout; players never download them.
 */
export interface OpsPage {
  path: string;
  permission: OperatorPermission;
  titleKey: string;
  load: () => Promise<{ default: ComponentType }>;
  /** A sub-page (an agent's page): a route without a menu item. */
  hidden?: boolean;
}
export const opsPages: OpsPage[] = [
  {
    path: 'support-desk/feedback',
    permission: 'support',
    titleKey: 'desk_feedback',
    load: () => import('../features/support-desk/routes/feedback-desk'),
  },
  {
    path: 'support-desk/chat',
    permission: 'support',
    titleKey: 'desk_chat',
    load: () => import('../features/support-desk/routes/chat-desk'),
  },
  {
    path: 'support-desk/live-hosts',
    permission: 'support',
    titleKey: 'desk_hosts',
    load: () => import('../features/support-desk/routes/live-host-desk'),
  },
  {
    path: 'reports',
    permission: 'reports',
    titleKey: 'ops_reports',
    load: () => import('../features/ops-reports/pages/reports-page'),
  },
  {
    path: 'agents',
    permission: 'agents',
    titleKey: 'agents_title',
    load: () => import('../features/ops-agents/routes/agents-page'),
  },
  {
    path: 'agents/policy',
    permission: 'agents',
    titleKey: 'agents_policy',
    load: () => import('../features/ops-agents/routes/policy-page'),
  },
  {
    path: 'agents/:id',
    permission: 'agents',
    titleKey: 'agents_agent',
    hidden: true,
    load: () => import('../features/ops-agents/routes/agent-page'),
  },
  {
    path: 'games',
    permission: 'games',
    titleKey: 'ops_menu_games',
    load: () => import('../features/ops-games/routes/games-page'),
  },
  {
    path: 'lottery',
    permission: 'games',
    titleKey: 'ops_menu_lottery',
    load: () => import('../features/ops-lottery/routes/lottery-page'),
  },
  {
    path: 'sportsbook',
    permission: 'games',
    titleKey: 'ops_menu_sportsbook',
    load: () => import('../features/ops-sportsbook/routes/sportsbook-page'),
  },
  {
    path: 'rewards-settings',
    permission: 'rewards',
    titleKey: 'ops_menu_rewards_settings',
    load: () => import('../features/ops-rewards/routes/rewards-settings-page'),
  },
  {
    path: 'payment-channels',
    permission: 'cashier',
    titleKey: 'ops_pay_channels_menu',
    load: () => import('../features/ops-payment-channels/pages/payment-channels-page'),
  },
  {
    path: 'messages',
    permission: 'messages',
    titleKey: 'ops_messages_menu',
    load: () => import('../features/ops-messages/pages/messages-page'),
  },
  {
    path: 'kyc',
    permission: 'risk',
    titleKey: 'ops_kyc_menu',
    load: () => import('../features/ops-kyc/pages/kyc-page'),
  },
  {
    path: 'agents/approvals',
    permission: 'agents',
    titleKey: 'agents_approvals',
    load: () => import('../features/ops-agents/routes/approvals-page'),
  },
];
