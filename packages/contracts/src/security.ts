import { z } from 'zod';
import { countryDialingCodeSchema } from './session.js';
import { safeText } from './text.js';
import { pageQuerySchema, pageSchema } from './wallet.js';

const secret = safeText(128, { trim: false });
const code = (message = 'Please enter a valid verification code') =>
  safeText(12, { error: message }).min(1, message);

/** Security centre overview: what is bound and switched on (mobile and e-mail masked). */
export const securityOverviewSchema = z.object({
  mobile: z.string().nullable().describe('masked; once bound it never changes (spec 4)'),
  email: z.string().nullable().describe('masked'),
  emailVerified: z.boolean(),
  totpEnabled: z.boolean().describe('authenticator app ("Google verification") switched on'),
  recoveryCodesLeft: z.number().int(),
  hasPassword: z.boolean(),
  hasPaymentPassword: z.boolean(),
});
export type SecurityOverview = z.infer<typeof securityOverviewSchema>;

export const bindMobileCodeRequestSchema = z.object({
  countryDialingCode: countryDialingCodeSchema,
  mobileNo: safeText(20).min(1, 'Please enter a valid mobile number'),
});
export type BindMobileCodeRequest = z.input<typeof bindMobileCodeRequestSchema>;

export const bindMobileRequestSchema = bindMobileCodeRequestSchema.extend({
  verificationCode: code(),
});
export type BindMobileRequest = z.input<typeof bindMobileRequestSchema>;

export const bindEmailCodeRequestSchema = z.object({
  email: safeText(254).min(1, 'E-mail format is incorrect'),
});
export type BindEmailCodeRequest = z.input<typeof bindEmailCodeRequestSchema>;

export const bindEmailRequestSchema = bindEmailCodeRequestSchema.extend({ verificationCode: code() });
export type BindEmailRequest = z.input<typeof bindEmailRequestSchema>;

export const totpSetupRequestSchema = z.object({ password: secret.min(1, 'Input cannot be empty') });
export const totpSetupSchema = z.object({
  secret: z.string().describe('base32, for typing into the app by hand'),
  otpauthUri: z.string().describe('otpauth://totp/... for the QR code'),
});
export type TotpSetup = z.infer<typeof totpSetupSchema>;

export const totpEnableRequestSchema = z.object({ code: code() });
export const recoveryCodesSchema = z.object({
  recoveryCodes: z.array(z.string()).describe('shown once; each logs in once instead of an app code'),
});
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

export const totpDisableRequestSchema = z.object({
  password: secret.min(1, 'Input cannot be empty'),
  code: code().describe('an app code or a recovery code'),
});

export const memberSessionSchema = z.object({
  id: z.string(),
  ip: z.string(),
  device: z.string().describe('the browser or app (user agent)'),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type MemberSessionView = z.infer<typeof memberSessionSchema>;
export const memberSessionListSchema = z.object({ list: z.array(memberSessionSchema) });
export const sessionIdParamsSchema = z.object({ id: z.string().regex(/^[0-9]{1,18}$/) });
export const signedOutSchema = z.object({ signedOut: z.number().int() });

export const loginHistoryQuerySchema = pageQuerySchema;
export const loginHistoryEntrySchema = z.object({
  time: z.string(),
  ip: z.string(),
  device: z.string(),
  method: z.string().describe('password, sms, challenge, register, ...'),
  success: z.boolean(),
});
export type LoginHistoryEntry = z.infer<typeof loginHistoryEntrySchema>;
export const loginHistorySchema = pageSchema(loginHistoryEntrySchema);
