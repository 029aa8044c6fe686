import { z } from 'zod';
import { safeName, safeText } from './text.js';

/** The profile fields of spec 3 a member fills in on My account (payeeName: the real name). */
export const profileFieldNames = [
  'payeeName',
  'birthday',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
  'telegram',
  'zalo',
  'skype',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
] as const;
export type ProfileFieldName = (typeof profileFieldNames)[number];

export const memberProfileSchema = z.object({
  fields: z.record(z.enum(profileFieldNames), z.string().nullable()),
  payeeNameLocked: z
    .boolean()
    .describe('the real name is also the bank account name: once set only customer service changes it'),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;

const field = (max: number) => safeText(max).optional();

/** Only the fields sent change; an empty string clears one (not the real name once set). */
export const updateProfileSchema = z.object({
  payeeName: safeName(100).optional(),
  birthday: field(10).describe('yyyy-MM-dd'),
  address: field(200),
  nationality: field(64),
  occupation: field(64),
  sourceOfIncome: field(64),
  telegram: field(64),
  zalo: field(64),
  skype: field(64),
  line: field(64),
  whatsapp: field(32),
  facebook: field(64),
  wechat: field(64),
});
export type UpdateProfileRequest = z.input<typeof updateProfileSchema>;
