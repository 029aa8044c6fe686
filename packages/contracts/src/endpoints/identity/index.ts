// Identity endpoints, one file per server module, so each web chunk carries only the descriptors it calls.
export * from './login.js';
export * from './session.js';
export * from './captcha.js';
export * from './bot-check.js';
export * from './verification.js';
export * from './registration.js';
export * from './password.js';
export * from './member.js';
export * from './affiliate.js';
export * from './payment-password.js';
export * from './security.js';
