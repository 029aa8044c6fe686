// The zod schema modules (also what endpoint descriptors load lazily), then the zod-free modules.
export * from './schemas.js';
export * from './endpoint.js';
export * from './endpoints/index.js';
export * from './site-constants.js';
export * from './register-patterns.js';
export * from './text-rules.js';
export * from './text.js';
export * from './money.js';
export * from './enums.js';
export * from './routes.js';
export * from './messages.js';
export * from './lobby-constants.js';
export * from './wallet-constants.js';
export * from './rewards-constants.js';
export * from './support-constants.js';
export * from './ops-console-constants.js';
export * from './ops-console-messages.js';
