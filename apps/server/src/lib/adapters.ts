/** Outside services the accounts feature talks to. Each has a development default; production swaps them in AppDeps. */

export interface SmsSender {
  /** `to` is an E.164 number such as +8801712345678. */
  send(to: string, text: string): Promise<void>;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface MailSender {
  send(message: MailMessage): Promise<void>;
}

/**
 * A bot check verifying the fields its client-side part produced (the app's default: an ALTCHA
 * proof of work, single use). False refuses the request with 'Please complete verification first'.
 */
export interface BotCheck {
  verify(fields: Record<string, string> | undefined, ip: string): Promise<boolean>;
}

/** A bot check everyone passes: for tests of other features, injected explicitly. */
export const noBotCheck: BotCheck = { verify: () => Promise.resolve(true) };

export interface Adapters {
  sms: SmsSender;
  mail: MailSender;
  botCheck: BotCheck;
}
