import { getMemberProfileEndpoint, updateMemberProfileEndpoint } from '@app/contracts';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { profileOf, updateProfile } from './profile.service.js';

export const profileRoutes = endpointRoutes<ModuleDeps>(({ db }) => [
  route(getMemberProfileEndpoint, ({ principal }) => Promise.resolve(profileOf(principal.member))),
  route(updateMemberProfileEndpoint, ({ principal, body }) => updateProfile(db, principal.member.id, body)),
]);
