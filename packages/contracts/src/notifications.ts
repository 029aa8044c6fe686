import { z } from 'zod';
import { WalletEvent } from './wallet-constants.js';
import { chatMessageSchema, chatSenderSchema, chatStatusSchema } from './support.js';
import { chatVisitorKeyPattern } from './support-constants.js';
import { moneySchema } from './wallet.js';

const at = z.string().describe('ISO time of the event');

/** Events the server pushes over WebSocket /ws to the member they concern. */
export const walletEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal(WalletEvent.balanceChanged),
    balance: moneySchema.describe('the new spendable balance'),
    at,
  }),
  z.object({
    type: z.literal(WalletEvent.depositCredited),
    depositId: z.string(),
    reference: z.string(),
    amount: moneySchema,
    at,
  }),
  z.object({
    type: z.literal(WalletEvent.depositFailed),
    depositId: z.string(),
    reference: z.string(),
    amount: moneySchema,
    reason: z.string().nullable(),
    at,
  }),
  z.object({
    type: z.literal(WalletEvent.withdrawalApproved),
    withdrawalId: z.string(),
    reference: z.string(),
    amount: moneySchema,
    at,
  }),
  z.object({
    type: z.literal(WalletEvent.withdrawalRejected),
    withdrawalId: z.string(),
    reference: z.string(),
    amount: moneySchema,
    reason: z.string().nullable(),
    at,
  }),
  z.object({
    type: z.literal(WalletEvent.messageNew),
    messageId: z.string(),
    title: z.string(),
    at,
  }),
  // Live support chat: to the guest (member or visitor) and to the support desk.
  z.object({ type: z.literal('chat.message'), conversationId: z.string(), message: chatMessageSchema }),
  z.object({ type: z.literal('chat.typing'), conversationId: z.string(), sender: chatSenderSchema }),
  z.object({ type: z.literal('chat.status'), conversationId: z.string(), status: chatStatusSchema }),
]);
export type WalletEventPayload = z.infer<typeof walletEventSchema>;

/** Client frames: authenticate (or name the visitor's chat key) first, within 10 seconds, then optionally ping. */
export const socketClientFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(128) }),
  // A visitor without an account listens to its live support chat only.
  z.object({ type: z.literal('visitor'), key: z.string().regex(chatVisitorKeyPattern) }),
  z.object({ type: z.literal('ping') }),
]);
export type SocketClientFrame = z.infer<typeof socketClientFrameSchema>;

/** Server frames: `ready` after a good auth, `pong`, `error` (then the socket closes), or an event. */
export const socketServerFrameSchema = z.union([
  z.object({ type: z.literal('ready'), memberId: z.string() }),
  z.object({ type: z.literal('pong') }),
  z.object({ type: z.literal('error'), message: z.string() }),
  walletEventSchema,
]);
export type SocketServerFrame = z.infer<typeof socketServerFrameSchema>;
