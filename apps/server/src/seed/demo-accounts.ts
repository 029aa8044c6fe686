import { operatorMemberType, type OperatorPermission } from '@app/contracts';
import { defaultAccountPolicy } from './system-defaults.js';

export interface DemoAccount {
  role: string;
  username: string;
  password: string;
  type: number;
  referralCode: string;
  mobile: string | null;
  email: string | null;
  payeeName: string | null;
  /** Staff only: the permissions held (`operator:<permission>` routes); absent = all of them. */
  staffPermissions?: readonly OperatorPermission[];
}

/**
 * Accounts the seed creates for trying the site outside production; printed on start. Local demo
 * passwords only. `default-pw` holds the operator's default password, so its first login must
 * change it; `operator` is a staff account the player site refuses, holding every permission;
 * `content-staff` holds only `content` (announcements) and `support-staff` only `support` (feedback,
 * live chat): every other operator call answers 403.
 */
export const demoAccounts: readonly DemoAccount[] = [
  {
    role: 'member',
    username: 'demo_player',
    password: 'Player123',
    type: 0,
    referralCode: 'DEMOPLAY',
    mobile: '+8801700000001',
    email: 'demo_player@example.com',
    payeeName: 'Demo Player',
  },
  {
    role: 'agent',
    username: 'demo_agent',
    password: 'Agent123',
    type: 1,
    referralCode: 'DEMOAGENT',
    mobile: '+8801700000002',
    email: 'demo_agent@example.com',
    payeeName: 'Demo Agent',
  },
  {
    role: 'limited',
    username: 'demo_limited',
    password: 'Player123',
    type: 0,
    referralCode: 'DEMOLIMIT',
    mobile: null,
    email: null,
    payeeName: null,
  },
  {
    role: 'default-pw',
    username: 'demo_newbie',
    password: defaultAccountPolicy.defaultPassword,
    type: 0,
    referralCode: 'DEMONEW',
    mobile: null,
    email: null,
    payeeName: null,
  },
  {
    role: 'operator',
    username: 'demo_operator',
    password: 'Operator123',
    type: operatorMemberType,
    referralCode: 'DEMOSTAFF',
    mobile: null,
    email: null,
    payeeName: null,
  },
  {
    role: 'content-staff',
    username: 'demo_content_staff',
    password: 'Content123',
    type: operatorMemberType,
    referralCode: 'DEMOCONTENT',
    mobile: null,
    email: null,
    payeeName: null,
    staffPermissions: ['content'],
  },
  {
    role: 'support-staff',
    username: 'demo_support_staff',
    password: 'Support123',
    type: operatorMemberType,
    referralCode: 'DEMOSUPPORT',
    mobile: null,
    email: null,
    payeeName: null,
    staffPermissions: ['support'],
  },
];
