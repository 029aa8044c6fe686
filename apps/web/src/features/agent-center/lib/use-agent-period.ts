import { useDeferredValue, useState } from 'react';
import { useSiteConfig } from '../../../lib/site-config';
import { useAgentInfo } from '../api/get-agent-info';
import { presetRange, todayIn, type DayRange } from './periods';

/** The longest report window the agent APIs answer. */
export const MAX_REPORT_DAYS = 92;

/** The agent's time zone: its own (agent info), else the site's. */
export function useAgentTimeZone(): string {
  const info = useAgentInfo();
  const siteZone = useSiteConfig().permission.resources.timeZone;
  return info.data?.timeZone ?? siteZone;
}

/** A report's period, starting with `preset` in the agent's time zone, and today there. */
export function useAgentPeriod(preset: 'today' | 'last7' | 'last30' = 'last7') {
  const timeZone = useAgentTimeZone();
  const today = todayIn(timeZone, new Date());
  const [range, setRange] = useState<DayRange>(() => presetRange(preset, today));
  return { range, setRange, today };
}

/**
 * A paged report's state: its period (as useAgentPeriod), its page, and `filter(setter)`, which wraps a
 * filter's setter so that changing the filter goes back to the first page.
 */
export function usePagedReport(preset: 'today' | 'last7' | 'last30' = 'last7') {
  const period = useAgentPeriod(preset);
  const [pageNo, setPageNo] = useState(1);
  const filter =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPageNo(1);
    };
  return { ...period, setRange: filter(period.setRange), pageNo, setPageNo, filter };
}

/** What the username box holds, and the trimmed name to ask for (undefined when empty), deferred. */
export function useUsernameFilter() {
  const [input, setInput] = useState('');
  const username = useDeferredValue(input.trim());
  return { input, setInput, username: username || undefined };
}
