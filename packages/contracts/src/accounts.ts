import { z } from 'zod';
import { agentMemberTypes } from './enums.js';

/** Platform staff accounts live in the member table too, but are not members: they never log in to the site. */
export const operatorMemberType = 99;
export const trialMemberType = 4;

/** Types that may log in on the player site: members, agents (who can also play) and trial accounts. */
export const memberPortalTypes: readonly number[] = [0, ...agentMemberTypes, trialMemberType];
export const isMemberPortalType = (type: number): boolean => memberPortalTypes.includes(type);

export const portalSchema = z
  .enum(['member', 'agent', 'operator'])
  .default('member')
  .describe(
    'member: the player site; agent: the agent login page (agent types 1, 2, 41, 42 only); operator: staff (type 99) only',
  );
export type Portal = z.infer<typeof portalSchema>;

/** The avatars shipped with the platform; members pick one (no uploads yet). */
export const avatarIds = [
  'a01',
  'a02',
  'a03',
  'a04',
  'a05',
  'a06',
  'a07',
  'a08',
  'a09',
  'a10',
  'a11',
  'a12',
] as const;
export type AvatarId = (typeof avatarIds)[number];
/** Uploaded avatars' ids: `up-` and a random token. */
export const uploadedAvatarPrefix = 'up-';
export const avatarUrl = (id: string): string =>
  id.startsWith(uploadedAvatarPrefix)
    ? `/wps/static/avatars/uploaded/${id.slice(uploadedAvatarPrefix.length)}.png`
    : `/wps/static/avatars/${id}.svg`;
/** An uploaded avatar: png or jpg, at most 5MB (spec 5's upload rule). */
export const avatarUploadLimits = { maxBytes: 5 * 1024 * 1024, side: 256 } as const;

/** `totp`: the authenticator app (the spec's "Google verification"), an app code or a recovery code. */
export const loginChallengeMethods = ['sms', 'email', 'bankAccountName', 'totp'] as const;
export const loginChallengeMethodSchema = z.enum(loginChallengeMethods);
export type LoginChallengeMethod = z.infer<typeof loginChallengeMethodSchema>;

/** Operator setting `account_policy` (site_setting): sign-in and registration rules that change without a deploy. */
export const accountPolicySchema = z.object({
  minimumAge: z.number().int().min(0).max(100).describe('age consent required at registration'),
  defaultPassword: z
    .string()
    .min(1)
    .describe('password the operator gives new or reset accounts; logging in with it forces a change'),
  passwordMaxAgeDays: z.number().int().min(0).describe('0: passwords never expire'),
  captcha: z.object({
    afterFailures: z
      .number()
      .int()
      .min(1)
      .describe('failed logins on an account (from any IP) before it asks for a captcha and retries wait'),
    always: z.boolean(),
  }),
  unregisteredIpVerification: z.object({
    enabled: z.boolean(),
    methods: z.array(loginChallengeMethodSchema),
  }),
});
export type AccountPolicy = z.infer<typeof accountPolicySchema>;
