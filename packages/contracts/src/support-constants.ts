// Zod-free constants of support (feedback, live chat), for the web's forms as well as the server.

/** Feedback question types (spec 3: feedback has a question type); the label key is `feedback_type_<type>`. */
export const feedbackQuestionTypes = [
  'deposit',
  'withdrawal',
  'game',
  'account',
  'promotion',
  'suggestion',
  'other',
] as const;
export type FeedbackQuestionType = (typeof feedbackQuestionTypes)[number];

/** Feedback content: at most 140 characters (spec 9); the word bounds come from the operator's setting. */
export const feedbackLimits = { maxChars: 140, maxContactChars: 100, maxReplyChars: 2000 } as const;

/** Words as the feedback bounds count them: runs of characters between spaces (any script). */
export function countWords(text: string): number {
  return text.split(/\s+/u).filter(Boolean).length;
}

/** Live support chat: message text and visitor name limits, the header that carries a visitor's key. */
export const chatLimits = { maxBody: 1000, maxVisitorName: 40 } as const;
export const chatVisitorHeader = 'x-chat-visitor';
/** A visitor's chat key: a random secret the browser keeps (it is the visitor's only credential). */
export const chatVisitorKeyPattern = /^[A-Za-z0-9_-]{22,64}$/;

/** Live hosts' chat rooms: message length, mute lengths (minutes), blocked words. */
export const liveHostLimits = {
  maxBody: 200,
  maxMuteMinutes: 60 * 24 * 30,
  maxWords: 500,
  maxWordLength: 40,
} as const;
export const liveHostStatuses = ['live', 'away', 'offline'] as const;
export type LiveHostStatus = (typeof liveHostStatuses)[number];
