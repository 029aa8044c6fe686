export * from './envelope.js';
export * from './system.js';
export * from './register-patterns.js';
export * from './money.js';
export * from './enums.js';
export * from './routes.js';
