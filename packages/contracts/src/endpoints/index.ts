// Every endpoint descriptor of the platform API, one file per server domain.
export * from './identity.js';
export * from './messaging.js';
export * from './platform.js';
export * from './wallet.js';
export * from './lobby.js';
