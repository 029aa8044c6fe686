/** The guest's conversation, per session token (a visitor has none). */
export const guestChatKey = (token: string | null) => ['support-chat', token] as const;
