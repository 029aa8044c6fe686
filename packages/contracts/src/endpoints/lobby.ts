import { defineEndpoint } from '../endpoint.js';
import { lazy } from './lazy.js';

export const getGameMenusEndpoint = defineEndpoint({
  method: 'GET',
  path: '/lgw/games/game_menus',
  access: 'public',
  errors: [400],
  tag: 'lobby',
  schemas: lazy((s) => ({
    summary:
      'Menu tree: nav entries (home, promotions, one per category with a vendor) and categories with their vendors',
    query: s.gameMenusQuerySchema,
    response: s.gameMenusValueSchema,
  })),
});

export const getGameListEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_gameList',
  access: 'public',
  errors: [400],
  tag: 'lobby',
  schemas: lazy((s) => ({
    summary: 'A page of games of a category: vendor, sub-type, slot (minBet, lines) and name filters',
    query: s.gameListQuerySchema,
    response: s.gameListValueSchema,
  })),
});

export const getHotGamesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_hotGamesV2',
  access: 'public',
  errors: [400],
  tag: 'lobby',
  schemas: lazy((s) => ({
    summary: 'Hot games in rank order (value.list), optionally of one vendor or category',
    query: s.hotGamesQuerySchema,
    response: s.hotGamesValueSchema,
  })),
});

export const getNewGameLanesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_newGameVendor',
  access: 'public',
  errors: [400],
  tag: 'lobby',
  schemas: lazy((s) => ({
    summary: 'Lanes of new games (value.data.lanes), newest first in each lane',
    query: s.lanesQuerySchema,
    response: s.lanesValueSchema,
  })),
});

export const getVendorGameTypesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_getVassGameType',
  access: 'session',
  errors: [401, 403],
  tag: 'lobby',
  schemas: lazy((s) => ({
    summary: 'Each vendor with its game types and the categories that show it (token; trial accounts too)',
    response: s.vassGameTypesSchema,
  })),
});

export const getRankListEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_getRankList',
  access: 'public',
  errors: [400],
  tag: 'lobby',
  schemas: lazy((s) => ({
    summary:
      'Winner board: the biggest real wins of the last 30 days (value.list of { rank, vo }), biggest first; names masked',
    query: s.rankListQuerySchema,
    response: s.rankListValueSchema,
  })),
});

export const getRecentGamesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/GCS_recentGame',
  access: 'session',
  errors: [400, 401, 403],
  tag: 'favourites',
  schemas: lazy((s) => ({
    summary: 'Recently launched games, most recent first (content, pageNum, totalPages) (token)',
    query: s.recentGamesQuerySchema,
    response: s.accountGameListValueSchema,
  })),
});

export const getFavoriteGameRefsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGames',
  access: 'session',
  errors: [401, 403],
  tag: 'favourites',
  schemas: lazy((s) => ({
    summary: 'The favourite games as { nodeId, vassalage, gameType }, newest first (token)',
    response: s.favoriteRefsSchema,
  })),
});

export const getFavoriteGamesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGamesList',
  access: 'session',
  errors: [400, 401, 403],
  tag: 'favourites',
  schemas: lazy((s) => ({
    summary: 'A page of favourite games (content, pageNum, totalPages); pageSize up to 999 (token)',
    query: s.favoriteListQuerySchema,
    response: s.accountGameListValueSchema,
  })),
});

export const addFavoriteGameEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_addFavoriteGameV2',
  access: 'session',
  errors: [400, 401, 403, 404],
  tag: 'favourites',
  schemas: lazy((s) => ({
    summary: 'Add a favourite (nodeId, vendor, gameType); adding it again changes nothing (token)',
    body: s.addFavoriteSchema,
    response: s.favoriteRefsSchema,
  })),
});

export const removeFavoriteGameEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/wps/relay/MCSFE_removeFavoriteGameV2',
  access: 'session',
  errors: [400, 401, 403],
  tag: 'favourites',
  schemas: lazy((s) => ({
    summary:
      'Remove a favourite: nodeId in the JSON body or the query; removing it again changes nothing (token)',
    query: s.removeFavoriteQuerySchema,
    body: s.removeFavoriteBodySchema,
    response: s.favoriteRefsSchema,
  })),
});

export const getAnnouncementsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getListAnnouncements',
  access: 'visitor',
  errors: [400, 403],
  tag: 'announcements',
  schemas: lazy((s) => ({
    summary:
      'Banners, notices (player, 9 per page), popups for this viewer, promotions and headlines; token optional',
    description:
      'Popups by execution: without a (live) token B; with one A and F, or only F during the first-time login session. `execution` narrows further.',
    query: s.announcementsQuerySchema,
    response: s.announcementsValueSchema,
  })),
});

export const getBannerArtEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/static/banners/:file',
  access: 'public',
  errors: [400, 404],
  tag: 'announcements',
  schemas: lazy((s) => ({
    summary: 'Shipped banner artwork (SVG) in a language (lang=en|bn)',
    params: s.bannerArtParamsSchema,
    query: s.bannerArtQuerySchema,
  })),
});

export const getGameIconEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/static/game-icons/:file',
  access: 'public',
  errors: [400, 404],
  tag: 'catalog',
  schemas: lazy((s) => ({
    summary: "A game's generated icon (SVG); imgSize=rx2 draws it at double size",
    params: s.gameIconParamsSchema,
    query: s.gameIconQuerySchema,
  })),
});

export const getVendorLogoEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/static/vendor-logos/:file',
  access: 'public',
  errors: [400, 404],
  tag: 'catalog',
  schemas: lazy((s) => ({
    summary: "A vendor's generated logo (SVG)",
    params: s.vendorLogoParamsSchema,
  })),
});

export const importCatalogEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/operator/catalog/import',
  access: 'operator:catalog',
  errors: [400, 401, 403, 413],
  tag: 'operator',
  schemas: lazy((s) => ({
    summary: "Import a vendor's game list (JSON or CSV), upserting by (vendor, gameCode)",
    description:
      'Every row is validated first. Any bad row answers 400 with value.errors (row, field, message) and imports nothing. mode replace disables the games of the imported vendors that the file leaves out.',
    body: s.catalogImportRequestSchema,
    response: s.catalogImportReportSchema,
    errorValue: s.catalogImportErrorValueSchema,
  })),
});

export const listOperatorAnnouncementsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/operator/announcements',
  access: 'operator:content',
  errors: [401, 403],
  tag: 'operator',
  schemas: lazy((s) => ({
    summary: 'Every announcement (not deleted), for the operator console',
    response: s.operatorAnnouncementsSchema,
  })),
});

export const createAnnouncementEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/operator/announcements',
  access: 'operator:content',
  errors: [400, 401, 403],
  tag: 'operator',
  schemas: lazy((s) => ({
    summary: 'Publish a banner, notice, popup, promotion or headline; content HTML is sanitised',
    body: s.announcementInputSchema,
    response: s.operatorAnnouncementSchema,
  })),
});

export const updateAnnouncementEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/operator/announcements/:id',
  access: 'operator:content',
  errors: [400, 401, 403, 404],
  tag: 'operator',
  schemas: lazy((s) => ({
    summary: 'Replace an announcement',
    params: s.announcementIdParamsSchema,
    body: s.announcementInputSchema,
    response: s.operatorAnnouncementSchema,
  })),
});

export const deleteAnnouncementEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/wps/operator/announcements/:id',
  access: 'operator:content',
  errors: [400, 401, 403, 404],
  tag: 'operator',
  schemas: lazy((s) => ({
    summary: 'Withdraw an announcement',
    params: s.announcementIdParamsSchema,
    response: s.noValueSchema,
  })),
});
