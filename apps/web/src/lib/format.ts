/**
 * The clock of a language's times: Bengali uses the 24-hour clock, because the Unicode data writes its
 * 12-hour marks as the English "AM"/"PM".
 */
export function clockOf(locale: string): Pick<Intl.DateTimeFormatOptions, 'hourCycle'> {
  return locale.toLowerCase().startsWith('bn') ? { hourCycle: 'h23' } : {};
}

/** Formats an ISO instant as a date and time in the site's time zone, in the visitor's language. */
export function formatDateTime(iso: string, locale: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const options: Intl.DateTimeFormatOptions = {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
    ...clockOf(locale),
  };
  try {
    return new Intl.DateTimeFormat(locale, options).format(date);
  } catch {
    // unknown time zone or locale: fall back to UTC in English rather than failing the page
    return `${new Intl.DateTimeFormat('en', { ...options, timeZone: 'UTC' }).format(date)} UTC`;
  }
}

/** The site time zone's offset from GMT at an instant, e.g. "GMT+6". */
export function gmtOffsetLabel(timeZone: string, at: Date = new Date()): string {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName');
    return part?.value ?? 'GMT';
  } catch {
    return 'GMT';
  }
}
