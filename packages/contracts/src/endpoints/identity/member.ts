import { defineEndpoint } from '../../endpoint.js';
import { lazy } from '../lazy.js';

export const getMemberInfoEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/member/info',
  access: 'session',
  allowPendingPasswordChange: true,
  errors: [401],
  tag: 'member',
  schemas: lazy((s) => ({
    summary: 'The logged-in account (token; trial accounts too)',
    response: s.memberInfoSchema,
  })),
});

export const getAvatarChoicesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/member/info/icon',
  access: 'account',
  errors: [401, 403],
  tag: 'member',
  schemas: lazy((s) => ({
    summary: 'Avatar choices and the current one (token; real accounts)',
    response: s.avatarChoicesSchema,
  })),
});

export const setAvatarEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/member/info/icon',
  access: 'account',
  errors: [400, 401, 403],
  tag: 'member',
  schemas: lazy((s) => ({
    summary: 'Pick one of the shipped avatars (token; real accounts)',
    body: s.setAvatarSchema,
    response: s.memberInfoSchema,
  })),
});

export const setNicknameEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/member/info/nickname',
  access: 'account',
  errors: [400, 401, 403],
  tag: 'member',
  schemas: lazy((s) => ({
    summary: 'Change the nickname (token; real accounts)',
    body: s.nicknameRequestSchema,
    response: s.memberInfoSchema,
  })),
});

export const setMemberLanguageEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/member/info/language',
  access: 'session',
  errors: [400, 401, 403],
  tag: 'member',
  schemas: lazy((s) => ({
    summary: "Store the account's language (token; trial accounts too); one of the enabled site languages",
    body: s.memberLanguageRequestSchema,
    response: s.memberInfoSchema,
  })),
});

export const getAvatarImageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/static/avatars/:file',
  access: 'public',
  errors: [400, 404],
  tag: 'member',
  schemas: lazy((s) => ({
    summary: 'A shipped avatar image (SVG)',
    params: s.avatarFileParamsSchema,
  })),
});

export const getMemberProfileEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/member/profile',
  access: 'player',
  errors: [401, 403],
  tag: 'member',
  schemas: lazy((s) => ({
    summary: 'My account: the profile fields of spec 3 (token)',
    response: s.memberProfileSchema,
  })),
});

export const updateMemberProfileEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/member/profile',
  access: 'player',
  errors: [400, 401, 403],
  tag: 'member',
  schemas: lazy((s) => ({
    summary: "Change profile fields (token), each checked by the operator's field rule",
    description:
      "400 names the first bad field: the rule's reg_pattern_N message, 'Real name format is incorrect', or the real name already set.",
    body: s.updateProfileSchema,
    response: s.memberProfileSchema,
  })),
});

export const uploadAvatarEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/member/info/avatar',
  access: 'account',
  errors: [400, 401, 403, 413],
  tag: 'member',
  body: 'multipart',
  schemas: lazy((s) => ({
    summary: 'Upload an avatar (token; real accounts): one `avatar` file, png or jpg, at most 5MB',
    description:
      'The picture is decoded and encoded again as a 256x256 PNG (only pixels survive). 400 for anything but png or jpg, 413 when larger than 5MB.',
    response: s.memberInfoSchema,
  })),
});

export const getUploadedAvatarEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/static/avatars/uploaded/:file',
  access: 'public',
  errors: [400, 404],
  tag: 'member',
  schemas: lazy((s) => ({
    summary: 'An uploaded avatar (PNG), by its random token',
    params: s.uploadedAvatarParamsSchema,
  })),
});
