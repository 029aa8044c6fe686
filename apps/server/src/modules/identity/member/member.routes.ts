import {
  avatarIds,
  avatarUrl,
  getAvatarChoicesEndpoint,
  getAvatarImageEndpoint,
  getMemberInfoEndpoint,
  setAvatarEndpoint,
  setMemberLanguageEndpoint,
  setNicknameEndpoint,
} from '@app/contracts';
import type { AuthContext } from '../session/auth.js';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import { AppError } from '../../../lib/envelope.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { renderAvatarSvg } from './avatars.js';
import { toMemberInfo } from './member-view.js';
import { changeProfile } from './member.service.js';

export const memberRoutes = endpointRoutes<ModuleDeps>(({ db }) => {
  const infoOf = (context: AuthContext) => toMemberInfo(context.member, context.firstLogin);
  /** Applies a profile change and answers the member info as it is now. */
  const change = async (context: AuthContext, profile: Parameters<typeof changeProfile>[2]) =>
    infoOf({ ...context, member: await changeProfile(db, context.member.id, profile) });

  return [
    route(getMemberInfoEndpoint, ({ principal }) => Promise.resolve(infoOf(principal))),
    route(getAvatarChoicesEndpoint, ({ principal }) =>
      Promise.resolve({
        current: principal.member.avatar_id,
        icons: avatarIds.map((id) => ({ id, url: avatarUrl(id) })),
      }),
    ),
    route(setAvatarEndpoint, ({ principal, body }) => change(principal, { avatarId: body.iconId })),
    route(setNicknameEndpoint, ({ principal, body }) => change(principal, { nickname: body.nickname })),
    route(setMemberLanguageEndpoint, ({ principal, body }) => change(principal, { language: body.language })),
    route(getAvatarImageEndpoint, async ({ params, reply }) => {
      const svg = renderAvatarSvg(params.file.replace(/\.svg$/, ''));
      if (!svg) throw new AppError(404, 'NOT_FOUND', 'Not found');
      return reply
        .header('content-type', 'image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(svg);
    }),
  ];
});
