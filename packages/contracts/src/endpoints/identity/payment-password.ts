import { defineEndpoint } from '../../endpoint.js';
import { lazy } from '../lazy.js';

export const getPaymentPasswordStatusEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/member/paymentPassword',
  access: 'account',
  errors: [401, 403],
  tag: 'wallet',
  schemas: lazy((s) => ({
    summary: 'Whether the member has a payment (withdraw) password (token)',
    response: s.paymentPasswordStatusSchema,
  })),
});

export const setPaymentPasswordEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/member/paymentPassword',
  access: 'account',
  errors: [400, 401, 403, 429],
  tag: 'wallet',
  body: 'encrypted',
  schemas: lazy((s) => ({
    summary:
      'Set the payment password (with loginPassword) or change it (with oldPaymentPassword) (token, enc)',
    description:
      "The new payment password is 6 digits. 400 'Incorrect withdraw password' / 'Incorrect login password'; 429 after 5 wrong passwords in 15 minutes.",
    body: s.setPaymentPasswordSchema,
    response: s.paymentPasswordStatusSchema,
  })),
});

export const checkPaymentPasswordEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/member/paymentPassword/check',
  access: 'account',
  errors: [400, 401, 403, 429],
  tag: 'wallet',
  body: 'encrypted',
  schemas: lazy((s) => ({
    summary: "Check the payment password (token, enc); 400 'Please enter withdraw password' when empty",
    description: '429 after 5 wrong passwords in 15 minutes.',
    body: s.checkPaymentPasswordSchema,
    response: s.paymentPasswordCheckedSchema,
  })),
});
