// Every endpoint descriptor of the platform API, one file per server domain.
export * from './identity/index.js';
export * from './messaging/index.js';
export * from './platform.js';
export * from './lobby.js';
export * from './money.js';
export * from './ops.js';
export * from './games.js';
export * from './agents.js';
export * from './lottery.js';
export * from './engagement.js';
export * from './sportsbook.js';
export * from './rewards.js';
export * from './responsible-gaming.js';
export * from './support/index.js';
export * from './ops-console.js';
export * from './ops-reports.js';
export * from './ops-agents.js';
