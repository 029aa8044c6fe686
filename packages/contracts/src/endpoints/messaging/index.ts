// Messaging endpoints: the inbox (member centre messageV2, operator sends) and what every page
// of a logged-in member uses (unread count, the live notification socket).
export * from './inbox.js';
export * from './live.js';
