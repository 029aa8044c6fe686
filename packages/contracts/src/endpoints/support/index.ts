// Support endpoints: feedback, live support chat, live hosts.
export * from './feedback.js';
export * from './live-chat.js';
export * from './live-hosts.js';
export * from './articles.js';
