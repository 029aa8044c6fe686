/** "2026-11-21" (a calendar day of the site's zone) as the visitor's language writes it. */
export function formatCalendarDate(date: string, locale: string): string {
  const at = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return date;
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(at);
  } catch {
    return date;
  }
}
