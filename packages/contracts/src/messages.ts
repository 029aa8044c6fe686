/**
 * English text of the message keys the server answers with. The server sends the formatted English
 * message and, in the error value, the key and its parameters, so the web app can show the text in the
 * visitor's language (its translation files use the same keys, with the same `{name}` placeholders).
 */
export const messageTemplates = {
  input_cannot_be_empty: 'Input cannot be empty',
  reg_pattern_0: 'Please enter {min} - {max} characters',
  reg_pattern_1: 'Must start with a letter followed by letters or digits, {min} - {max} characters',
  reg_pattern_2: 'Only Chinese characters and digits, {min} - {max} characters',
  reg_pattern_3: 'E-mail format is incorrect ({min} - {max} characters)',
  reg_pattern_4: 'Only letters and digits, no special characters, {min} - {max} characters',
  reg_pattern_5: 'Must combine letters and digits, {min} - {max} characters',
  reg_pattern_6: 'Digits only, {min} - {max} digits',
  reg_pattern_7: 'Letters and digits with at least one uppercase letter, {min} - {max} characters',
  reg_pattern_8: 'English letters and spaces only, {min} - {max} characters',
  reg_pattern_9: 'No spaces allowed, {min} - {max} characters',
  reg_pattern_10: 'Chinese characters and punctuation only, {min} - {max} characters',
  reg_pattern_11: 'Please enter a date as yyyy-MM-dd',
  reg_pattern_12: 'Letters and spaces only, {min} - {max} characters',
  reg_pattern_13: 'Please enter a date as MM-dd-yyyy',
  reg_pattern_14: 'Letters and digits only, {min} - {max} characters',
  reg_pattern_15: 'Korean characters only, {min} - {max} characters',
  reg_pattern_16: 'Thai characters only, {min} - {max} characters',
  reg_pattern_17: 'Thai or English letters and spaces only, {min} - {max} characters',
  reg_pattern_18: 'Uppercase letters and spaces with at least one English letter, {min} - {max} characters',
  reg_pattern_19: 'Letters, digits and symbols, {min} - {max} characters',
  reg_pattern_20:
    'At least one uppercase letter, lowercase letter, digit and symbol, {min} - {max} characters',
  inconsistent_twice: 'Confirmation password is not correct.',
  invitation_code_error: 'Invalid invitation code',
  agree_terms: 'Please agree to the {0}',
  age_consent: 'You must be at least {min} years old to register',
  username_taken: 'This username is already registered',
  mobile_taken: 'This mobile number is already registered',
  mobile_invalid: 'Please enter a valid mobile number',
  verification_code_invalid: 'Please enter a valid verification code',
  verification_code_expired: 'The verification code has expired, please request a new one',
  sms_resend_wait: 'Please wait {seconds} seconds before requesting another code',
  too_many_requests: 'Too many requests, please try again after {minutes} minutes',
  too_frequent: 'Operation too frequent, please try again in a moment',
  bot_check_failed: 'Please complete verification first',
  captcha_required: 'Please enter the captcha',
  captcha_invalid: 'Incorrect captcha, please try again',
  login_incorrect: 'Incorrect username or password',
  login_locked: 'Too many failed attempts, please try again after {minutes} minutes',
  login_challenge_expired: 'The verification has expired, please log in again',
  login_challenge_failed: 'Verification failed, please check your input',
  non_agent_login: 'Non-agents cannot log in',
  non_member_login: 'Non-member account unable to login',
  account_disabled: 'This account is disabled, please contact customer service',
  not_logged_in: 'You are not logged in, please login',
  in_need_true_account: 'Please Register An Account First',
  agent_only: 'This function is for agent accounts only',
  module_disabled: 'This function is not available',
  old_password_incorrect: 'The old password is incorrect',
  password_same_as_old: 'The new password must be different from the old password',
  password_is_default: 'Please choose a password other than the default password',
  reset_link_invalid: 'The reset link is invalid or has expired',
  password_reset_sent:
    'If the username and e-mail match an account, we have sent a password reset link to that e-mail',
  payload_unreadable: 'Encrypted payload could not be read',
  payload_must_be_encrypted: 'This request must be encrypted',
  language_unsupported: 'This language is not supported',
} as const;

export type MessageKey = keyof typeof messageTemplates;
export type MessageParams = Record<string, string | number>;

/** The English text of `key` with `{name}` placeholders filled from `params`. */
export function formatMessage(key: string, params: MessageParams = {}): string {
  const template: string = (messageTemplates as Record<string, string>)[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
