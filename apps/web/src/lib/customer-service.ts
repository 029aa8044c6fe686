import type { CustomerServiceEntry } from '@app/contracts';
import type { TFunction } from 'i18next';

/**
 * A customer-service entry's name in the visitor's language: the site's word for its type
 * (cs_live_chat, cs_email, ...) while the operator kept the default English name, the operator's own
 * name otherwise.
 */
export function customerServiceName(entry: CustomerServiceEntry, t: TFunction): string {
  const key = `cs_${entry.csType.toLowerCase()}`;
  const english = t(key, { lng: 'en', defaultValue: '' });
  return english !== '' && english === entry.name ? t(key) : entry.name;
}
