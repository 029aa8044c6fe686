import { z } from 'zod';
import { botCheckFieldsSchema, countryDialingCodeSchema } from './session.js';
import { safeText } from './text.js';

export const smsRegisterRequestSchema = z.object({
  countryDialingCode: countryDialingCodeSchema,
  mobileNo: safeText(20),
  botCheck: botCheckFieldsSchema,
});

export const smsNoLoginPurposes = ['login', 'resetPassword'] as const;
export const smsNoLoginRequestSchema = smsRegisterRequestSchema.extend({
  purpose: z
    .enum(smsNoLoginPurposes)
    .describe('login: code for SMS login; resetPassword: code for POST /wps/member/password/verification'),
});
