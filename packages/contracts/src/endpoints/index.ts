// Every endpoint descriptor of the platform API, one file per server domain.
export * from './platform.js';
export * from './wallet.js';
export * from './lobby.js';
export * from './games.js';
export * from './agents.js';
