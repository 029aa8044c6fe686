// Zod-free constants of the console's platform messages.

/** Who a staff message goes to: one member (by username), every member with a tag, or every player. */
export const opsMessageAudiences = ['member', 'tag', 'all'] as const;
export type OpsMessageAudience = (typeof opsMessageAudiences)[number];
export const opsMessageSendStatuses = ['sending', 'done'] as const;
