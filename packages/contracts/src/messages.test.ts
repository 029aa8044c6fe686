import { describe, expect, it } from 'vitest';
import { formatMessage, messageTemplates } from './messages.js';
import { registerPatterns } from './register-patterns.js';

describe('message templates', () => {
  it('has an English text for every registration pattern key', () => {
    for (const pattern of registerPatterns)
      expect(messageTemplates).toHaveProperty(`reg_pattern_${pattern.id}`);
  });

  it('fills named and positional placeholders, leaving unknown ones alone', () => {
    expect(formatMessage('reg_pattern_5', { min: 6, max: 20 })).toBe(
      'Must combine letters and digits, 6 - 20 characters',
    );
    expect(formatMessage('agree_terms', { 0: 'Terms and Conditions' })).toBe(
      'Please agree to the Terms and Conditions',
    );
    expect(formatMessage('too_many_requests', {})).toBe(
      'Too many requests, please try again after {minutes} minutes',
    );
    expect(formatMessage('no_such_key')).toBe('no_such_key');
  });

  it('uses the spec wording where the spec gives one', () => {
    expect(formatMessage('login_incorrect')).toBe('Incorrect username or password');
    expect(formatMessage('not_logged_in')).toBe('You are not logged in, please login');
    expect(formatMessage('in_need_true_account')).toBe('Please Register An Account First');
    expect(formatMessage('non_agent_login')).toBe('Non-agents cannot log in');
    expect(formatMessage('non_member_login')).toBe('Non-member account unable to login');
    expect(formatMessage('inconsistent_twice')).toBe('Confirmation password is not correct.');
    expect(formatMessage('invitation_code_error')).toBe('Invalid invitation code');
    expect(formatMessage('too_many_requests', { minutes: 5 })).toBe(
      'Too many requests, please try again after 5 minutes',
    );
  });
});
