import type { OperatorPermission } from '@app/contracts';
import { opsPages, type OpsPage } from '../../app/ops-pages';
import type { IconName } from '../../components/icons';

export interface ConsolePage extends OpsPage {
  icon: IconName;
  /** Sub-pages (a member's page) are routes without a menu item. */
  hidden?: boolean;
}

/** The console's own pages; other features add theirs through app/ops-pages.ts. */
const ownPages: ConsolePage[] = [
  {
    path: '',
    permission: 'reports',
    titleKey: 'ops_dashboard',
    icon: 'home',
    load: () => import('./pages/dashboard-page'),
  },
  {
    path: 'payments',
    permission: 'cashier',
    titleKey: 'ops_payments',
    icon: 'deposit',
    load: () => import('./pages/payments-page'),
  },
  {
    path: 'approvals',
    permission: 'adjustments',
    titleKey: 'ops_approvals',
    icon: 'shield',
    load: () => import('./pages/approvals-page'),
  },
  {
    path: 'members',
    permission: 'members',
    titleKey: 'ops_members',
    icon: 'member',
    load: () => import('./pages/members-page'),
  },
  {
    path: 'members/:id',
    permission: 'members',
    titleKey: 'ops_member',
    icon: 'member',
    hidden: true,
    load: () => import('./pages/member-page'),
  },
  {
    path: 'audit',
    permission: 'audit',
    titleKey: 'ops_audit',
    icon: 'history',
    load: () => import('./pages/audit-page'),
  },
  {
    path: 'content',
    permission: 'content',
    titleKey: 'ops_content',
    icon: 'megaphone',
    load: () => import('./pages/content-page'),
  },
  {
    path: 'articles',
    permission: 'content',
    titleKey: 'ops_articles',
    icon: 'megaphone',
    load: () => import('./pages/articles-page'),
  },
  {
    path: 'configuration',
    permission: 'config',
    titleKey: 'ops_configuration',
    icon: 'tools',
    load: () => import('./pages/configuration-page'),
  },
  {
    path: 'staff',
    permission: 'staff',
    titleKey: 'ops_staff',
    icon: 'team',
    load: () => import('./pages/staff-page'),
  },
];

const relative = (path: string) => path.replace(/^\/?(ops\/?)?/, '');

/** Every console page: its own, then the ones other features contribute (paths under /ops). */
export function consolePages(): ConsolePage[] {
  return [
    ...ownPages,
    ...opsPages.map((page): ConsolePage => ({ ...page, path: relative(page.path), icon: 'star' })),
  ];
}

export const canOpen = (permissions: readonly OperatorPermission[], page: OpsPage) =>
  permissions.includes(page.permission);
