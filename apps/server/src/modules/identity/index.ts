import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Guards } from '../../lib/access.js';
import type { ModuleDeps } from '../../lib/module-deps.js';
import { agentRoutes } from './affiliate/agent.routes.js';
import { avatarUploadRoutes } from './avatar-upload/avatar-upload.routes.js';
import { kycRoutes } from './kyc/kyc.routes.js';
import { botCheckRoutes } from './bot-check/bot-check.routes.js';
import { captchaRoutes } from './captcha/captcha.routes.js';
import { memberRoutes } from './member/member.routes.js';
import { passwordRoutes } from './password/password.routes.js';
import { paymentPasswordRoutes } from './payment-password/payment-password.routes.js';
import { profileRoutes } from './profile/profile.routes.js';
import { registrationRoutes } from './registration/registration.routes.js';
import { securityRoutes } from './security/security.routes.js';
import { createAuth } from './session/auth.js';
import { sessionGuards } from './session/session-access.js';
import { sessionRoutes } from './session/session.routes.js';
import { verificationRoutes } from './verification/verification.routes.js';

/** The guards of the session-based access kinds (visitor, session, account, player, agent, operator). */
export function identityGuards(db: Db, config: AppConfig): Guards {
  return sessionGuards(createAuth(db, config));
}

/** Identity: captcha, bot check, SMS codes, login and sessions, registration, passwords, profile, invitation codes, payment password. */
export async function registerIdentityModules(app: FastifyInstance, modules: ModuleDeps): Promise<void> {
  await app.register(captchaRoutes, modules);
  await app.register(botCheckRoutes, modules);
  await app.register(verificationRoutes, modules);
  await app.register(sessionRoutes, modules);
  await app.register(registrationRoutes, modules);
  await app.register(passwordRoutes, modules);
  await app.register(memberRoutes, modules);
  await app.register(agentRoutes, modules);
  await app.register(paymentPasswordRoutes, modules);
  await app.register(securityRoutes, modules);
  await app.register(profileRoutes, modules);
  await app.register(avatarUploadRoutes, modules);
  await app.register(kycRoutes, modules);
}
