import type { ComponentType } from 'react';
import type { OperatorPermission } from '@app/contracts';

/** A staff page shown inside /ops: its path relative to /ops, the permission it needs, its title key. */
export interface OpsPage {
  path: string;
  permission: OperatorPermission;
  titleKey: string;
  load: () => Promise<{ default: ComponentType }>;
}

/** Every staff page of the features; the operator console renders them (titles in each page's own bundle). */
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
];
