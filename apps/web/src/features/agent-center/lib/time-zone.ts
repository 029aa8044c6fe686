/** Minutes a time zone is ahead of UTC at an instant (Asia/Dhaka: 360); 0 for an unknown zone. */
export function zoneOffsetMinutes(timeZone: string, at: Date): number {
  try {
    const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value;
    const match = /GMT([+-])(\d{1,2}):?(\d{2})?/.exec(name ?? '');
    if (!match) return 0;
    const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
    return match[1] === '-' ? -minutes : minutes;
  } catch {
    return 0;
  }
}

/** "GMT+06:00", "GMT-03:30", "GMT+00:00": the header's offset of a zone at an instant. */
export function gmtOffset(timeZone: string, at: Date): string {
  const offset = zoneOffsetMinutes(timeZone, at);
  const abs = Math.abs(offset);
  const hours = String(Math.floor(abs / 60)).padStart(2, '0');
  const minutes = String(abs % 60).padStart(2, '0');
  return `GMT${offset < 0 ? '-' : '+'}${hours}:${minutes}`;
}

/** "2026-11-21": the calendar day an instant falls on in the zone. */
export function zonedDay(timeZone: string, at: Date): string {
  return new Date(at.getTime() + zoneOffsetMinutes(timeZone, at) * 60_000).toISOString().slice(0, 10);
}
