/**
 * Who a live event goes to besides a member (whose channel is the member id): a visitor's live support
 * chat, by the visitor's key, and every support staff socket.
 */
export const visitorChannel = (key: string): string => `visitor:${key}`;
export const supportDeskChannel = 'support-desk';
