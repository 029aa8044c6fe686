import { z } from 'zod';
import { feedbackLimits, feedbackQuestionTypes } from './support-constants.js';
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
