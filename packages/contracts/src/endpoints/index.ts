// Every endpoint descriptor of the platform API, one file per server domain.
export * from './platform.js';
export * from './money.js';
export * from './ops.js';
