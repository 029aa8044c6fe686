import { defineEndpoint } from '../../endpoint.js';
import { lazy } from '../lazy.js';

export const logoutEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/wps/session/logout',
  access: 'session',
  allowPendingPasswordChange: true,
  errors: [401],
  tag: 'session',
  schemas: lazy((s) => ({
    summary: 'Log out (token): the token stops working at once',
    response: s.noValueSchema,
  })),
});

export const getSessionOptionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/session/options',
  access: 'public',
  errors: [],
  tag: 'session',
  schemas: lazy((s) => ({
    summary: 'Login and registration settings the forms need',
    response: s.sessionOptionsSchema,
  })),
});
