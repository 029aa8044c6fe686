import type { AppConfig } from './config.js';
import { engagementConsumers } from './modules/engagement/event-consumers/engagement.consumers.js';
import { rankListConsumer } from './modules/lobby/rank-list/rank-list.consumer.js';
import type { MemberEventConsumer } from './modules/platform/member-events/member-event.types.js';
import { rewardsConsumer } from './modules/rewards/events/reward-events.js';

/**
 * Every reader of the member-event stream (modules/platform/member-events): each handles each event of
 * its kinds exactly once, drained every MEMBER_EVENTS_INTERVAL where jobs run.
 */
export function memberEventConsumers(_config: AppConfig): MemberEventConsumer[] {
  return [...engagementConsumers, rewardsConsumer, rankListConsumer];
}
