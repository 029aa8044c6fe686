import type { TFunction } from 'i18next';

export type MessageParams = Record<string, string | number>;

/**
 * The visitor's-language text of a message key (the server's keys, see messageTemplates in
 * @app/contracts, and the forms' own). The terms message names the terms in the visitor's language,
 * whatever the server put in its parameter.
 */
export function messageText(t: TFunction, key: string, params: MessageParams = {}): string {
  const values = key === 'agree_terms' ? { ...params, 0: t('terms_and_conditions') } : params;
  return t(key, values);
}
