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

/** A bot check (captcha widget, device fingerprint service...) verifying the fields its widget produced. */
export interface BotCheck {
  verify(fields: Record<string, string> | undefined, ip: string): Promise<boolean>;
}

/** The default bot check: none configured, everyone passes. */
export const noBotCheck: BotCheck = { verify: () => Promise.resolve(true) };

export interface Adapters {
  sms: SmsSender;
  mail: MailSender;
  botCheck: BotCheck;
}
