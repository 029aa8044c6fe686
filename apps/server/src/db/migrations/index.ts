import type { Migration } from 'kysely/migration';
import * as systemSettings from './0001-system-settings.js';
import * as accounts from './0002-accounts.js';
import * as wallet from './0003-wallet.js';
import * as catalog from './0004-catalog.js';
import * as games from './0005-games.js';
import * as agents from './0006-agents.js';
import * as sessionPasswordChange from './0007-session-password-change.js';
import * as withdrawalDisputes from './0008-withdrawal-disputes.js';
import * as moneyFunctions from './0009-money-functions.js';
import * as depositReview from './0010-deposit-review.js';
import * as staffPermissions from './0011-staff-permissions.js';
import * as botCheck from './0012-bot-check.js';
import * as memberEvents from './0013-member-events.js';
import * as rewards from './0016-rewards.js';
import * as engagement from './0017-engagement.js';
import * as memberSecurity from './0018-member-security.js';
import * as supportContent from './0019-support-content.js';
import * as operatorConsole from './0020-operator-console.js';
import * as wagerGateMarks from './0021-wager-gate-marks.js';
import * as agentFreeze from './0022-agent-freeze.js';
import * as opsReports from './0023-ops-reports.js';
import * as rewardsFollowups from './0026-rewards-followups.js';
import * as deviceAndEngagementVoids from './0028-device-and-engagement-voids.js';
import * as articles from './0029-articles.js';
import * as opsPay from './0030-ops-pay.js';
import * as opsStaffFollowups from './0032-ops-staff-followups.js';
import * as agentCenterFollowups from './0034-agent-center-followups.js';
import * as seamlessWal from './0035-seamless-wal.js';
import * as seamlessClaimOnce from './0036-seamless-claim-once.js';

/** Every migration, in order. Names are permanent once released. */
export const migrations: Record<string, Migration> = {
  '0001-system-settings': systemSettings,
  '0002-accounts': accounts,
  '0003-wallet': wallet,
  '0004-catalog': catalog,
  '0005-games': games,
  '0006-agents': agents,
  '0007-session-password-change': sessionPasswordChange,
  '0008-withdrawal-disputes': withdrawalDisputes,
  '0009-money-functions': moneyFunctions,
  '0010-deposit-review': depositReview,
  '0011-staff-permissions': staffPermissions,
  '0012-bot-check': botCheck,
  '0013-member-events': memberEvents,
  '0016-rewards': rewards,
  '0017-engagement': engagement,
  '0018-member-security': memberSecurity,
  '0019-support-content': supportContent,
  '0020-operator-console': operatorConsole,
  '0021-wager-gate-marks': wagerGateMarks,
  '0022-agent-freeze': agentFreeze,
  '0023-ops-reports': opsReports,
  '0026-rewards-followups': rewardsFollowups,
  '0028-device-and-engagement-voids': deviceAndEngagementVoids,
  '0029-articles': articles,
  '0030-ops-pay': opsPay,
  '0032-ops-staff-followups': opsStaffFollowups,
  '0034-agent-center-followups': agentCenterFollowups,
  '0035-seamless-wal': seamlessWal,
  '0036-seamless-claim-once': seamlessClaimOnce,
};
