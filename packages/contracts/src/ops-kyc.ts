import { z } from 'zod';
import { kycDocTypes, kycStatuses } from './ops-kyc-constants.js';
import { safeText } from './text.js';
import { pageQuerySchema, pageSchema } from './wallet.js';

// Identity documents (KYC): the player's upload and state, and the staff review queue.

const idSchema = z.string().regex(/^\d{1,18}$/, 'There is no such document submission');
const kycStateSchema = z.enum(['none', ...kycStatuses]);

export const kycSubmissionSchema = z.object({
  id: z.string(),
  docType: z.enum(kycDocTypes),
  status: z.enum(kycStatuses),
  reason: z.string().nullable().describe('why staff rejected it'),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type KycSubmission = z.infer<typeof kycSubmissionSchema>;

export const myKycSchema = z.object({
  state: kycStateSchema,
  latest: kycSubmissionSchema.nullable(),
});
export type MyKyc = z.infer<typeof myKycSchema>;

export const opsKycQuerySchema = pageQuerySchema.extend({
  status: z.enum(kycStatuses).default('pending'),
});

export const opsKycItemSchema = kycSubmissionSchema.extend({
  member: z.object({ id: z.string(), username: z.string(), realName: z.string().nullable() }),
  files: z.array(z.object({ part: z.string(), url: z.string() })),
  claimedBy: z.string().nullable(),
  reviewedBy: z.string().nullable(),
});
export type OpsKycItem = z.infer<typeof opsKycItemSchema>;
export const opsKycPageSchema = pageSchema(opsKycItemSchema);

export const kycIdParamsSchema = z.object({ id: idSchema });
export const kycFileParamsSchema = z.object({ id: idSchema, part: z.enum(['front', 'back']) });

export const decideKycSchema = z
  .object({
    decision: z.enum(['approve', 'reject']),
    reason: safeText(200).optional(),
  })
  .refine((value) => value.decision === 'approve' || Boolean(value.reason), {
    message: 'Please give a reason',
    path: ['reason'],
  });
export type DecideKycRequest = z.input<typeof decideKycSchema>;

export const memberKycSchema = z.object({
  state: kycStateSchema,
  submissions: z.array(opsKycItemSchema),
});
export type MemberKyc = z.infer<typeof memberKycSchema>;
