import {
  checkPaymentPasswordEndpoint,
  getPaymentPasswordStatusEndpoint,
  setPaymentPasswordEndpoint,
} from '@app/contracts';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { hasPaymentPassword, setPaymentPassword, verifyPaymentPassword } from './payment-password.service.js';

export const paymentPasswordRoutes = endpointRoutes<ModuleDeps>(({ db }) => [
  route(getPaymentPasswordStatusEndpoint, ({ principal }) =>
    Promise.resolve({ hasPaymentPassword: hasPaymentPassword(principal.member) }),
  ),
  route(setPaymentPasswordEndpoint, async ({ principal, body }) => {
    await setPaymentPassword(db, principal.member, body);
    return { hasPaymentPassword: true };
  }),
  route(checkPaymentPasswordEndpoint, async ({ principal, body }) => {
    await verifyPaymentPassword(db, principal.member, body.paymentPassword);
    return { valid: true as const };
  }),
]);
