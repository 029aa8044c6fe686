import {
  createAnnouncementEndpoint,
  deleteAnnouncementEndpoint,
  listOperatorAnnouncementsEndpoint,
  updateAnnouncementEndpoint,
  type AnnouncementInput,
} from '@app/contracts';
import { opsCall } from '../../../lib/ops-call';
import { useOpsQuery } from './ops-query';

/** The lobby's announcements (banners, notices, popups, promotions, headlines) for the content page. */
export const useAnnouncements = () => useOpsQuery(listOperatorAnnouncementsEndpoint, {});

export const createAnnouncement = (body: AnnouncementInput) => opsCall(createAnnouncementEndpoint, { body });
export const updateAnnouncement = (id: string, body: AnnouncementInput) =>
  opsCall(updateAnnouncementEndpoint, { params: { id }, body });
export const deleteAnnouncement = (id: string) => opsCall(deleteAnnouncementEndpoint, { params: { id } });
