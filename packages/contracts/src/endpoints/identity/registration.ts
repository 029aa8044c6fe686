import { defineEndpoint } from '../../endpoint.js';
import { lazy } from '../lazy.js';

const describeRegistration =
  "Fields are checked against GET /wps/system/setting/register (enabled, required, pattern, min/max); the first bad field answers 400 with value { field, key, params } (e.g. key reg_pattern_1, params { min, max }) and an English message. termsAccepted and ageConfirmed must be true. 403 when the tab's module is off. Success creates the account and answers the same value as login.";

export const registerByUsernameEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/member/register',
  access: 'public',
  errors: [400, 403],
  tag: 'member',
  body: 'encrypted',
  schemas: lazy((s) => ({
    summary: 'Register by username (module REGISTER_USERNAME)',
    description: describeRegistration,
    body: s.registerUsernameSchema,
    response: s.sessionValueSchema,
  })),
});

export const registerByMobileEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/member/register/mobile',
  access: 'public',
  errors: [400, 403],
  tag: 'member',
  body: 'encrypted',
  schemas: lazy((s) => ({
    summary:
      'Register by mobile (module REGISTER_MOBILE; code needed with REGISTER_SMS_VERIFICATION, password with REGISTER_MOBILE_PASSWORD)',
    description: describeRegistration,
    body: s.registerMobileSchema,
    response: s.sessionValueSchema,
  })),
});
