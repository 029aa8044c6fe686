import { z } from 'zod';
import { loginChallengeMethodSchema, portalSchema } from './accounts.js';
import { safeText } from './text.js';

const required = (message: string, max: number, trim = true) =>
  safeText(max, { error: message, trim }).min(1, message);

export const botCheckFieldsSchema = z
  .record(safeText(128, { trim: false }), safeText(4096, { trim: false }))
  .optional()
  .describe('result fields of the bot-check widget, passed to the BotCheck adapter');

export const countryDialingCodeSchema = safeText(8).describe("e.g. '+880'");

export const passwordLoginSchema = z.object({
  type: z.literal('username'),
  username: required('Please enter the username and password', 64),
  password: required('Please enter the username and password', 128, false),
  captchaId: safeText(64, { trim: false }).optional(),
  captcha: safeText(16, { trim: false }).optional(),
  portal: portalSchema,
  botCheck: botCheckFieldsSchema,
});

export const smsLoginSchema = z.object({
  type: z.literal('sms'),
  countryDialingCode: countryDialingCodeSchema,
  mobileNum: required('Please enter a valid mobile number', 20),
  verificationCode: required('Please enter a valid verification code', 12),
  portal: portalSchema,
});

/** Second step of a login from an unregistered IP: the challenge id and the proof for one offered method. */
export const challengeLoginSchema = z.object({
  type: z.literal('challenge'),
  challengeId: safeText(128, { trim: false }).min(1),
  method: loginChallengeMethodSchema,
  proof: safeText(128)
    .min(1, 'Input cannot be empty')
    .describe('the code received, or the bank account name'),
});

export const loginRequestSchema = z.discriminatedUnion('type', [
  passwordLoginSchema,
  smsLoginSchema,
  challengeLoginSchema,
]);
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const memberInfoSchema = z.object({
  id: z.string().describe('customer id (a bigint as a string)'),
  account: z.string(),
  username: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int().describe('0 member, 1/2/41/42 agent, 4 trial'),
  isAgent: z.boolean(),
  isTrial: z.boolean(),
  avatarId: z.string().nullable(),
  avatarUrl: z.string().nullable().describe('null: show the default avatar'),
  language: z.string().nullable(),
  referralCode: z.string(),
  mobile: z.string().nullable().describe('masked, e.g. +88017******78'),
  email: z.string().nullable().describe('masked, e.g. d***r@example.com'),
  hasPassword: z.boolean().describe('false for trial and SMS-only accounts'),
  firstTimeLogin: z.boolean().describe("true during the member's first session"),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

export const sessionValueSchema = z.object({
  status: z.literal('LOGGED_IN'),
  token: z.string().describe('send as Authorization: Bearer <token> (or a `token` header)'),
  expiresAt: z.string().describe('absolute end of the session (ISO); it also ends after the idle timeout'),
  idleTimeoutSeconds: z.number().int(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  mustChangePassword: z
    .boolean()
    .describe('open the change-password modal: default password or expired password (never after SMS login)'),
  captcha: z.literal(false),
  member: memberInfoSchema,
});
export type SessionValue = z.infer<typeof sessionValueSchema>;

export const challengeOptionSchema = z.object({
  method: loginChallengeMethodSchema,
  destination: z
    .string()
    .nullable()
    .describe('masked mobile or e-mail the code goes to; null for bankAccountName'),
});

export const verificationRequiredSchema = z.object({
  status: z.literal('VERIFICATION_REQUIRED'),
  challengeId: z.string(),
  methods: z.array(challengeOptionSchema),
  expiresAt: z.string(),
  captcha: z.literal(false),
});
export type VerificationRequired = z.infer<typeof verificationRequiredSchema>;

export const loginResultSchema = z.discriminatedUnion('status', [
  sessionValueSchema,
  verificationRequiredSchema,
]);
export type LoginResult = z.infer<typeof loginResultSchema>;

export const challengeCodeRequestSchema = z.object({
  challengeId: safeText(128, { trim: false }).min(1),
  method: z.enum(['sms', 'email']),
});

export const codeSentSchema = z.object({
  waitMinutes: z.number().int().describe('resend countdown: waitMinutes x 60 seconds'),
  expiresInMinutes: z.number().int(),
  codeLength: z.number().int(),
});
export type CodeSent = z.infer<typeof codeSentSchema>;

export const freePlayRequestSchema = z.object({
  os: safeText(32, { trim: false }).optional(),
  platform: z.literal('W').default('W'),
});

export const captchaSchema = z.object({
  captchaId: z.string(),
  image: z.string().describe('data:image/png;base64,...'),
  expiresInSeconds: z.number().int(),
});
export type Captcha = z.infer<typeof captchaSchema>;

export const sessionOptionsSchema = z.object({
  captchaAlways: z.boolean().describe('show the captcha on the first attempt'),
  minimumAge: z.number().int().describe('age consent at registration'),
});
export type SessionOptions = z.infer<typeof sessionOptionsSchema>;
