import { defineEndpoint } from '../../endpoint.js';
import { lazy } from '../lazy.js';

const describeCodeSend =
  'Sends a 6-digit code (valid SMS_CODE_TTL_SECONDS, limited attempts). value.waitMinutes x 60 s is the resend countdown. 403 when the module of the purpose is off. 429 when throttled: one per number per SMS_RESEND_SECONDS, hourly caps per number and per IP, then a THROTTLE_BLOCK_MINUTES wait.';

export const sendRegisterCodeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/verification/sms/register',
  access: 'public',
  errors: [400, 403, 429],
  tag: 'verification',
  schemas: lazy((s) => ({
    summary: 'Send a registration code to a mobile number (needs REGISTER_SMS_VERIFICATION)',
    description: describeCodeSend,
    body: s.smsRegisterRequestSchema,
    response: s.codeSentSchema,
  })),
});

export const sendNoLoginCodeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  access: 'public',
  errors: [400, 403, 429],
  tag: 'verification',
  schemas: lazy((s) => ({
    summary:
      'Send a code for SMS login or password reset (same answer whether or not the number is registered)',
    description: describeCodeSend,
    body: s.smsNoLoginRequestSchema,
    response: s.codeSentSchema,
  })),
});
