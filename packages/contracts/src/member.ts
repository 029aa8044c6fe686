import { z } from 'zod';
import { avatarIds } from './accounts.js';
import { botCheckFieldsSchema, countryDialingCodeSchema } from './session.js';
import { safeName, safeText } from './text.js';

const text = (max: number) => safeText(max).optional();
const secret = safeText(128, { trim: false });

/**
 * Registration fields of spec section 3. Everything is optional here: which fields are required, and
 * their formats, come from the operator's rules (GET /wps/system/setting/register) and are checked by
 * the server, which answers a field error ({ field, key, params }) naming the first bad field.
 */
export const registerUsernameSchema = z.object({
  username: text(64),
  password: secret.optional(),
  confirmPassword: secret.optional(),
  payeeName: safeName(100).optional().describe('real name; also the bank account name'),
  email: text(254),
  qqNum: text(32),
  countryDialingCode: countryDialingCodeSchema.optional(),
  mobileNum: text(20),
  recommenderId: text(32),
  captchaId: text(64),
  captcha: text(16),
  verificationCode: text(12).describe('SMS code sent by POST /wps/verification/sms/register'),
  affiliateCode: text(32).describe("an agent's invitation code"),
  referralCode: text(32).describe("the inviting member's referral code (the /register?referralCode= link)"),
  paymentPassword: secret.optional(),
  line: text(64),
  whatsapp: text(32),
  facebook: text(64),
  wechat: text(64),
  idNumber: text(32),
  domain: text(253),
  firebaseChannel: text(64),
  firebaseIdToken: text(4096),
  birthday: text(10).describe('yyyy-MM-dd; when given it must meet the minimum age'),
  language: text(10),
  termsAccepted: z.boolean().optional().describe('the terms checkbox; must be true'),
  ageConfirmed: z.boolean().optional().describe('the age-consent checkbox; must be true'),
  botCheck: botCheckFieldsSchema,
});
export type RegisterUsernameRequest = z.input<typeof registerUsernameSchema>;

export const registerMobileSchema = registerUsernameSchema.extend({
  username: text(64).describe('optional on the mobile tab: one is generated when absent'),
  registerUrl: text(2048),
  registerMethod: z.literal('WEB').default('WEB'),
});
export type RegisterMobileRequest = z.input<typeof registerMobileSchema>;

export const affiliateQuerySchema = z.object({
  code: safeText(32),
  domain: safeText(253).optional(),
});
export const affiliateCheckSchema = z.object({ valid: z.boolean() });

export const avatarChoicesSchema = z.object({
  current: z.string().nullable(),
  icons: z.array(z.object({ id: z.string(), url: z.string() })),
});
export const setAvatarSchema = z.object({ iconId: z.enum(avatarIds) });
/** A member's nickname, the same rule wherever it is set (member info, downline registration). */
export const nicknameSchema = safeName(20);
export const nicknameRequestSchema = z.object({
  nickname: nicknameSchema.min(1, 'Input cannot be empty'),
});
export const memberLanguageRequestSchema = z.object({ language: safeText(10).min(2) });

export const changePasswordSchema = z.object({
  oldPassword: secret.min(1, 'Input cannot be empty'),
  newPassword: secret,
  confirmNewPassword: secret,
});
export type ChangePasswordRequest = z.input<typeof changePasswordSchema>;

export const forgotPasswordEmailSchema = z.object({
  username: safeText(64),
  email: safeText(254),
});

export const resetPasswordSchema = z.object({
  token: safeText(128, { trim: false }).min(1).describe('the token of the reset link in the e-mail'),
  newPassword: secret,
  confirmNewPassword: secret,
});

export const forgotPasswordPhoneSchema = z.object({
  countryDialingCode: countryDialingCodeSchema,
  mobileNum: safeText(20),
  verificationCode: safeText(12),
  newPassword: secret,
  confirmNewPassword: secret.optional().describe('checked when sent'),
});
export type ForgotPasswordPhoneRequest = z.input<typeof forgotPasswordPhoneSchema>;

export const avatarFileParamsSchema = z.object({ file: z.string().regex(/^[a-z0-9]+\.svg$/) });
export const uploadedAvatarParamsSchema = z.object({ file: z.string().regex(/^[a-f0-9]{32}\.png$/) });
