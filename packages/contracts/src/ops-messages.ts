import { z } from 'zod';
import { opsMessageAudiences, opsMessageSendStatuses } from './ops-messages-constants.js';
import { safeText } from './text.js';
import { pageQuerySchema, pageSchema, requestIdSchema } from './wallet.js';

// The console's platform messages: staff send an inbox message to one member, a tag or everyone.

export const sendOpsMessageSchema = z
  .object({
    requestId: requestIdSchema,
    audience: z.enum(opsMessageAudiences),
    target: safeText(64).optional().describe('member: the username; tag: the tag; all: leave out'),
    title: safeText(100).min(1, 'Input cannot be empty'),
    content: safeText(5000, { kind: 'multiline' }).min(1, 'Input cannot be empty'),
  })
  .refine((value) => value.audience === 'all' || Boolean(value.target), {
    message: 'Input cannot be empty',
    path: ['target'],
  });
export type SendOpsMessageRequest = z.input<typeof sendOpsMessageSchema>;

export const opsMessageSendSchema = z.object({
  id: z.string(),
  audience: z.enum(opsMessageAudiences),
  target: z.string().nullable(),
  title: z.string(),
  content: z.string(),
  staff: z.string(),
  status: z.enum(opsMessageSendStatuses),
  planned: z.number().int().describe('members it goes to'),
  sent: z.number().int().describe('members it reached so far'),
  read: z.number().int().describe('members who opened it'),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type OpsMessageSend = z.infer<typeof opsMessageSendSchema>;
export const opsMessageSendPageSchema = pageSchema(opsMessageSendSchema);
export const opsMessageSendQuerySchema = pageQuerySchema;
