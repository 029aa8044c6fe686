import { z } from 'zod';
import { safeText } from './text.js';
import { messagePageSize } from './lobby-constants.js';

/** Platform messages (member centre messageV2): per-member and broadcast messages from the platform. */
const messageId = z
  .union([z.string().trim(), z.number().int().positive()])
  .transform((value) => String(value))
  .pipe(z.string().regex(/^[1-9][0-9]{0,17}$/, 'not a message id'));

export const inboxQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .default(messagePageSize.default)
    .transform((size) => Math.min(size, messagePageSize.max)),
});

export const inboxMessageSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string().describe('sanitised HTML (plain text for most messages)'),
  createdAt: z.string(),
  read: z.boolean(),
  broadcast: z.boolean().describe('sent to every member rather than to this account'),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const inboxPageSchema = z.object({
  content: z.array(inboxMessageSchema).describe('newest first'),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
  unread: z.number().int(),
});
export type InboxPage = z.infer<typeof inboxPageSchema>;

export const unreadCountSchema = z.object({ count: z.number().int().describe('unread platform messages') });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const messageSelectionSchema = z
  .object({
    ids: z.array(messageId).min(1).max(100).optional(),
    all: z.boolean().optional().describe('every message of the account'),
  })
  .refine((body) => Boolean(body.ids) !== Boolean(body.all), 'send either ids or all: true');
export type MessageSelection = z.input<typeof messageSelectionSchema>;

export const operatorMessageSchema = z.object({
  username: safeText(64).min(1).optional().describe('recipient; none: broadcast to every member'),
  title: safeText(200).min(1, 'Input cannot be empty'),
  content: safeText(20_000, { kind: 'multiline' })
    .min(1, 'Input cannot be empty')
    .describe('HTML; sanitised'),
});
export type OperatorMessageRequest = z.input<typeof operatorMessageSchema>;
export const sentMessageSchema = z.object({ id: z.string(), broadcast: z.boolean() });
