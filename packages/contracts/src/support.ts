import { z } from 'zod';
import {
  chatLimits,
  feedbackLimits,
  feedbackQuestionTypes,
  liveHostLimits,
  liveHostStatuses,
} from './support-constants.js';
import { safeText } from './text.js';
import { pageQuerySchema, pageSchema } from './wallet.js';

/** The operator's feedback setting: the content's word bounds and the question types offered. */
export const feedbackSettingSchema = z
  .object({
    minWords: z.number().int().min(1).max(feedbackLimits.maxChars),
    maxWords: z.number().int().min(1).max(feedbackLimits.maxChars),
    questionTypes: z.array(z.enum(feedbackQuestionTypes)).min(1),
  })
  .refine((value) => value.minWords <= value.maxWords, 'minWords must not exceed maxWords');
export type FeedbackSetting = z.infer<typeof feedbackSettingSchema>;

/** Feedback (spec 3 and 5): question type, content within the operator's word bounds, contact info. */
export const feedbackSettingsSchema = z.object({
  minWords: z.number().int().min(1),
  maxWords: z.number().int().min(1),
  maxChars: z.number().int(),
  questionTypes: z.array(z.enum(feedbackQuestionTypes)),
  maxImages: z.number().int(),
  maxImageBytes: z.number().int(),
});
export type FeedbackSettings = z.infer<typeof feedbackSettingsSchema>;

export const submitFeedbackSchema = z.object({
  questionType: z.enum(feedbackQuestionTypes, { error: 'Please choose a question type' }),
  content: safeText(feedbackLimits.maxChars, { kind: 'multiline' }).min(1, 'Please enter content'),
  contact: safeText(feedbackLimits.maxContactChars).optional().default(''),
});
export type SubmitFeedbackRequest = z.input<typeof submitFeedbackSchema>;

export const feedbackReplySchema = z.object({ content: z.string(), createdAt: z.string() });

export const feedbackSchema = z.object({
  id: z.string(),
  questionType: z.enum(feedbackQuestionTypes),
  content: z.string(),
  contact: z.string(),
  createdAt: z.string(),
  status: z.enum(['pending', 'replied']),
  images: z.array(z.object({ id: z.string(), url: z.string() })),
  replies: z.array(feedbackReplySchema),
});
export type Feedback = z.infer<typeof feedbackSchema>;
export const feedbackPageSchema = pageSchema(feedbackSchema);
export type FeedbackPage = z.infer<typeof feedbackPageSchema>;

export const feedbackImageParamsSchema = z.object({
  id: z.string().regex(/^[1-9][0-9]{0,17}$/, 'not a feedback id'),
  imageId: z.string().regex(/^[1-9][0-9]{0,17}$/, 'not an image id'),
});
export const feedbackIdParamsSchema = z.object({
  id: z.string().regex(/^[1-9][0-9]{0,17}$/, 'not a feedback id'),
});

export const operatorFeedbackQuerySchema = pageQuerySchema.extend({
  status: z.enum(['pending', 'replied', 'all']).default('pending'),
});
export const operatorFeedbackSchema = feedbackSchema.extend({ username: z.string() });
export type OperatorFeedback = z.infer<typeof operatorFeedbackSchema>;
export const operatorFeedbackPageSchema = pageSchema(operatorFeedbackSchema);
export type OperatorFeedbackPage = z.infer<typeof operatorFeedbackPageSchema>;

export const replyFeedbackSchema = z.object({
  content: safeText(feedbackLimits.maxReplyChars, { kind: 'multiline' }).min(1, 'Please enter content'),
});
export type ReplyFeedbackRequest = z.input<typeof replyFeedbackSchema>;

/** Live support chat between a member or a visitor and support staff. */
export const chatSenderSchema = z.enum(['guest', 'staff', 'system']);
export const chatStatusSchema = z.enum(['queued', 'open', 'closed']);

export const chatMessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  sender: chatSenderSchema,
  body: z.string(),
  imageUrl: z.string().nullable().describe('the attached image (fetch it with the same credentials)'),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatConversationSchema = z.object({
  id: z.string(),
  status: chatStatusSchema,
  queuePosition: z.number().int().nullable().describe('1 = next to be answered; null unless queued'),
  unread: z.number().int().describe('staff messages the guest has not read'),
  messages: z.array(chatMessageSchema).describe('oldest first, the latest 200'),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;
export const guestChatSchema = z.object({ conversation: chatConversationSchema.nullable() });
export type GuestChat = z.infer<typeof guestChatSchema>;

export const sendChatMessageSchema = z.object({
  body: safeText(chatLimits.maxBody, { kind: 'multiline' }).optional().default(''),
  visitorName: safeText(chatLimits.maxVisitorName)
    .optional()
    .describe("a visitor's name, for the first message"),
});
export type SendChatMessageRequest = z.input<typeof sendChatMessageSchema>;
export const staffChatMessageSchema = sendChatMessageSchema.pick({ body: true });

export const chatUnreadSchema = z.object({ unread: z.number().int() });

export const chatMessageParamsSchema = z.object({
  id: z.string().regex(/^[1-9][0-9]{0,17}$/, 'not a message id'),
});
export const chatConversationParamsSchema = z.object({
  id: z.string().regex(/^[1-9][0-9]{0,17}$/, 'not a conversation id'),
});

export const operatorChatQuerySchema = pageQuerySchema.extend({
  status: z.enum(['active', 'closed']).default('active'),
});
export const chatSummarySchema = z.object({
  id: z.string(),
  status: chatStatusSchema,
  guestName: z.string(),
  visitor: z.boolean().describe('a visitor without an account'),
  agentId: z.string().nullable(),
  createdAt: z.string(),
  lastMessageAt: z.string(),
  lastMessage: z.string(),
  unread: z.number().int().describe('guest messages no staff has read'),
});
export type ChatSummary = z.infer<typeof chatSummarySchema>;
export const chatSummaryPageSchema = pageSchema(chatSummarySchema);
export const chatTranscriptSchema = z.object({
  conversation: chatSummarySchema,
  messages: z.array(chatMessageSchema).describe('oldest first, the whole transcript'),
});
export type ChatTranscript = z.infer<typeof chatTranscriptSchema>;

/** Live hosts (CBS_modelList, CBS_launchChat) and their moderated chat rooms. */
const hostCode = z.string().regex(/^[a-z0-9-]{1,40}$/, 'not a host code');
export const liveHostSchema = z.object({
  code: z.string(),
  name: z.string(),
  avatarUrl: z.string(),
  status: z.enum(liveHostStatuses),
  streamUrl: z.string().describe('empty: the site plays its own looping stand-in'),
});
export type LiveHost = z.infer<typeof liveHostSchema>;
export const liveHostListSchema = z.object({ list: z.array(liveHostSchema) });
export const launchChatSchema = z.object({ code: hostCode });
export const launchChatResultSchema = z.object({
  chatUrl: z.string().describe("the host's chat room on this site"),
});
export const liveHostParamsSchema = z.object({ code: hostCode });
export const liveHostMessageParamsSchema = z.object({
  code: hostCode,
  id: z.string().regex(/^[1-9][0-9]{0,17}$/),
});

export const roomMessageSchema = z.object({
  id: z.string(),
  nickname: z.string(),
  body: z.string(),
  createdAt: z.string(),
  username: z.string().optional().describe('staff views only'),
});
export type RoomMessage = z.infer<typeof roomMessageSchema>;
export const chatRoomSchema = z.object({
  host: liveHostSchema,
  messages: z.array(roomMessageSchema).describe('oldest first, the latest 100 not deleted'),
  mutedUntil: z.string().nullable().describe("the caller's mute in this room, if any"),
});
export type ChatRoom = z.infer<typeof chatRoomSchema>;
export const sendRoomMessageSchema = z.object({
  body: safeText(liveHostLimits.maxBody).min(1, 'Please enter content'),
});

export const upsertLiveHostSchema = z.object({
  name: safeText(60).min(1, 'Input cannot be empty'),
  avatarUrl: safeText(500).optional().default(''),
  status: z.enum(liveHostStatuses),
  streamUrl: safeText(500)
    .optional()
    .default('')
    .refine((url) => url === '' || /^https:\/\//.test(url), 'The stream address must start with https://'),
  sort: z.number().int().min(0).max(10_000).optional().default(0),
});
export const muteSchema = z.object({
  username: safeText(64).min(1, 'Input cannot be empty'),
  minutes: z.number().int().min(1).max(liveHostLimits.maxMuteMinutes),
});
export const blockedWordsSchema = z.object({
  words: z.array(safeText(liveHostLimits.maxWordLength).min(1)).max(liveHostLimits.maxWords),
});
export type BlockedWords = z.infer<typeof blockedWordsSchema>;
