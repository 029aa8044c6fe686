import {
  createAnnouncementEndpoint,
  deleteAnnouncementEndpoint,
  getAnnouncementsEndpoint,
  getBannerArtEndpoint,
  listOperatorAnnouncementsEndpoint,
  updateAnnouncementEndpoint,
} from '@app/contracts';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import { AppError } from '../../../lib/envelope.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import * as announcements from './announcements.service.js';
import { renderBanner } from './banner-art.js';

export const announcementsRoutes = endpointRoutes<ModuleDeps>(({ db }) => [
  route(getAnnouncementsEndpoint, ({ principal, query }) =>
    announcements.getAnnouncements(
      db,
      { loggedIn: principal !== null, firstLogin: principal?.firstLogin ?? false },
      query,
    ),
  ),
  route(getBannerArtEndpoint, async ({ params, query, reply }) => {
    const drawing = renderBanner(params.file.replace(/\.svg$/, ''), query.lang);
    if (!drawing) throw new AppError(404, 'NOT_FOUND', 'Not found');
    return reply
      .header('content-type', 'image/svg+xml')
      .header('cache-control', 'public, max-age=2592000')
      .send(await drawing);
  }),
  route(listOperatorAnnouncementsEndpoint, () => announcements.listAnnouncementsForOperator(db)),
  route(createAnnouncementEndpoint, ({ body }) => announcements.createAnnouncement(db, body)),
  route(updateAnnouncementEndpoint, ({ params, body }) =>
    announcements.updateAnnouncement(db, params.id, body),
  ),
  route(deleteAnnouncementEndpoint, async ({ params }) => {
    await announcements.deleteAnnouncement(db, params.id);
    return null;
  }),
]);
