import { defineEndpoint } from '../endpoint.js';
import { lazy } from './lazy.js';

// The console's payment channels and risk hints (cashier), platform messages (messages) and identity
// documents (risk), and the player's own KYC upload. Every operator call is audited.

const tag = 'operator console';

export const listPaymentChannelsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/ops/payment-channels',
  access: 'operator:cashier',
  errors: [401, 403],
  tag,
  schemas: lazy((s) => ({
    summary: 'Every deposit and withdrawal channel, enabled or not, in display order',
    response: s.opsPaymentChannelListSchema,
  })),
});

export const updatePaymentChannelEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/ops/payment-channels/:id',
  access: 'operator:cashier',
  errors: [400, 401, 403, 404],
  tag,
  schemas: lazy((s) => ({
    summary: 'Changes a channel: on/off, limits, fees, order, instructions in English and Bengali',
    description: 'Audited with the channel before and after. The cashier offers the change at once.',
    params: s.paymentChannelIdParamsSchema,
    body: s.updatePaymentChannelSchema,
    response: s.opsPaymentChannelSchema,
  })),
});

export const getRiskHintsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/ops/risk-hints',
  access: 'operator:cashier',
  errors: [400, 401, 403],
  tag,
  schemas: lazy((s) => ({
    summary: 'Risk hints of up to 100 deposits or withdrawals of the queue',
    query: s.riskHintsQuerySchema,
    response: s.riskHintsSchema,
  })),
});

export const sendOpsMessageEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/ops/messages',
  access: 'operator:messages',
  errors: [400, 401, 403, 404],
  tag,
  schemas: lazy((s) => ({
    summary: 'Sends an inbox message to one member, every member with a tag, or every player',
    description:
      'Sent to a tag or everyone in the background (the answer shows the progress). The same requestId sends once and answers the same send.',
    body: s.sendOpsMessageSchema,
    response: s.opsMessageSendSchema,
  })),
});

export const listOpsMessagesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/ops/messages',
  access: 'operator:messages',
  errors: [400, 401, 403],
  tag,
  schemas: lazy((s) => ({
    summary: 'Messages staff sent, newest first, with reach and read counts',
    query: s.opsMessageSendQuerySchema,
    response: s.opsMessageSendPageSchema,
  })),
});

export const getMyKycEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/member/kyc',
  access: 'player',
  errors: [401, 403],
  tag: 'member',
  schemas: lazy((s) => ({
    summary: "The member's identity verification state and latest submission",
    response: s.myKycSchema,
  })),
});

export const uploadKycEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/member/kyc',
  access: 'player',
  errors: [400, 401, 403, 409, 413, 429],
  tag: 'member',
  body: 'multipart',
  schemas: lazy((s) => ({
    summary: 'Uploads identity documents: field docType, file front (required), file back (optional)',
    description:
      'png or jpg, 5MB each; decoded and encoded again (only pixels survive). 409 while a submission waits or once approved; 429 after 10 tries in an hour.',
    response: s.myKycSchema,
  })),
});

export const listOpsKycEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/ops/kyc',
  access: 'operator:risk',
  errors: [400, 401, 403],
  tag,
  schemas: lazy((s) => ({
    summary: 'Identity document submissions by status, oldest waiting first',
    query: s.opsKycQuerySchema,
    response: s.opsKycPageSchema,
  })),
});

export const claimKycEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/ops/kyc/:id/claim',
  access: 'operator:risk',
  errors: [400, 401, 403, 404, 409],
  tag,
  schemas: lazy((s) => ({
    summary: 'Takes a submission to work on it (nobody else can decide it then)',
    params: s.kycIdParamsSchema,
    response: s.opsKycItemSchema,
  })),
});

export const decideKycEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/ops/kyc/:id/decision',
  access: 'operator:risk',
  errors: [400, 401, 403, 404, 409],
  tag,
  schemas: lazy((s) => ({
    summary: 'Approves or rejects (with a reason) a submission; the member gets an inbox message',
    params: s.kycIdParamsSchema,
    body: s.decideKycSchema,
    response: s.opsKycItemSchema,
  })),
});

export const getKycFileEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/ops/kyc/:id/files/:part',
  access: 'operator:risk',
  errors: [400, 401, 403, 404],
  tag,
  schemas: lazy((s) => ({
    summary: 'A picture of a submission (the image itself, not an envelope)',
    params: s.kycFileParamsSchema,
  })),
});

export const getMemberKycEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/ops/members/:id/kyc',
  access: 'operator:risk',
  errors: [400, 401, 403, 404],
  tag,
  schemas: lazy((s) => ({
    summary: "A member's identity verification state and submissions",
    params: s.memberIdParamsSchema,
    response: s.memberKycSchema,
  })),
});
