import { defineEndpoint } from '../endpoint.js';
import { lazy } from './lazy.js';

export const getResponsibleGamingEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/member/responsibleGaming',
  access: 'player',
  errors: [401, 403],
  tag: 'responsible-gaming',
  schemas: lazy((s) => ({
    summary: 'My limits, reality check and time-out or self-exclusion (token)',
    response: s.responsibleGamingStateSchema,
  })),
});

export const setMoneyLimitEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/member/responsibleGaming/limits',
  access: 'player',
  errors: [400, 401, 403],
  tag: 'responsible-gaming',
  schemas: lazy((s) => ({
    summary:
      'Set, lower, raise or remove a deposit, loss or wager limit (token); lowering applies at once, raising or removing after 24 hours',
    body: s.setMoneyLimitSchema,
    response: s.responsibleGamingStateSchema,
  })),
});

export const setSessionLimitEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/member/responsibleGaming/sessionLimit',
  access: 'player',
  errors: [400, 401, 403],
  tag: 'responsible-gaming',
  schemas: lazy((s) => ({
    summary:
      'Set or remove the session time limit in minutes (token); lowering at once, raising or removing after 24 hours',
    body: s.setSessionLimitSchema,
    response: s.responsibleGamingStateSchema,
  })),
});

export const setRealityCheckEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/member/responsibleGaming/realityCheck',
  access: 'player',
  errors: [400, 401, 403],
  tag: 'responsible-gaming',
  schemas: lazy((s) => ({
    summary: 'Set or remove the reality-check interval in minutes (token)',
    body: s.setRealityCheckSchema,
    response: s.responsibleGamingStateSchema,
  })),
});

export const getRealityCheckEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/member/responsibleGaming/realityCheck',
  access: 'player',
  errors: [401, 403],
  tag: 'responsible-gaming',
  schemas: lazy((s) => ({
    summary: 'Time played and net result of this session, for the reality check (token)',
    response: s.realityCheckSchema,
  })),
});

export const startExclusionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/member/responsibleGaming/exclusion',
  access: 'player',
  errors: [400, 401, 403],
  tag: 'responsible-gaming',
  schemas: lazy((s) => ({
    summary:
      'Take a time-out (24 hours to 6 weeks) or exclude yourself (6 months, 1 year, 5 years, permanent) (token)',
    body: s.startExclusionSchema,
    response: s.responsibleGamingStateSchema,
  })),
});

export const endTimeoutEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/wps/member/responsibleGaming/exclusion',
  access: 'player',
  errors: [400, 401, 403],
  tag: 'responsible-gaming',
  schemas: lazy((s) => ({
    summary: 'Ask to end a time-out early: it ends 24 hours later; a self-exclusion cannot be ended (token)',
    response: s.responsibleGamingStateSchema,
  })),
});
