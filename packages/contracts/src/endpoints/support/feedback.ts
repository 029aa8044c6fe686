import { defineEndpoint } from '../../endpoint.js';
import { lazy } from '../lazy.js';

export const getFeedbackSettingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/feedback/settings',
  access: 'public',
  errors: [],
  tag: 'feedback',
  schemas: lazy((s) => ({
    summary:
      "The feedback form's rules: question types, content word bounds (operator setting), image limits",
    response: s.feedbackSettingsSchema,
  })),
});

export const submitFeedbackEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/feedback',
  access: 'account',
  errors: [400, 401, 403, 413, 429],
  tag: 'feedback',
  body: 'multipart',
  schemas: lazy((s) => ({
    summary: 'Send feedback: question type, content, contact info, up to 3 images (token)',
    description:
      "JSON { questionType, content, contact? }, or multipart/form-data with those fields and up to 3 `image` files (png or jpg, 5MB each, read from the file's bytes and re-encoded). Content must be within the operator's word bounds ('feedback_words').",
    body: s.submitFeedbackSchema,
    response: s.feedbackSchema,
  })),
});

export const getMyFeedbackEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/feedback',
  access: 'account',
  errors: [400, 401, 403],
  tag: 'feedback',
  schemas: lazy((s) => ({
    summary: "The member's feedback, newest first, with staff replies (token)",
    query: s.pageQuerySchema,
    response: s.feedbackPageSchema,
  })),
});

export const getFeedbackImageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/feedback/:id/images/:imageId',
  access: 'account',
  errors: [400, 401, 403, 404],
  tag: 'feedback',
  schemas: lazy((s) => ({
    summary: "An image of the member's own feedback (token; the image itself, not an envelope)",
    params: s.feedbackImageParamsSchema,
  })),
});

export const listOperatorFeedbackEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/operator/feedback',
  access: 'operator:support',
  errors: [400, 401, 403],
  tag: 'operator',
  schemas: lazy((s) => ({
    summary: 'Feedback to answer (pending), answered (replied) or all, oldest pending first',
    query: s.operatorFeedbackQuerySchema,
    response: s.operatorFeedbackPageSchema,
  })),
});

export const getOperatorFeedbackImageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/operator/feedback/:id/images/:imageId',
  access: 'operator:support',
  errors: [400, 401, 403, 404],
  tag: 'operator',
  schemas: lazy((s) => ({
    summary: 'An image of a feedback (the image itself, not an envelope)',
    params: s.feedbackImageParamsSchema,
  })),
});

export const replyFeedbackEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/operator/feedback/:id/replies',
  access: 'operator:support',
  errors: [400, 401, 403, 404],
  tag: 'operator',
  schemas: lazy((s) => ({
    summary: 'Reply to a feedback; the member gets a platform message',
    params: s.feedbackIdParamsSchema,
    body: s.replyFeedbackSchema,
    response: s.operatorFeedbackSchema,
  })),
});
