import { getAgentAnnouncementsEndpoint } from '@app/contracts';
import { useReport } from './report-query';

/** GET AGC_announcements: notices published for agents, newest first. */
export const useAgentAnnouncements = (query: { pageNo: number; language: string }) =>
  useReport(getAgentAnnouncementsEndpoint, query);
