import { getRoomListEndpoint, type Room } from '@app/contracts';
import { HP_TABLES_PER_CALL, houseProviderPaths, type HpTablesResults } from '@app/house-provider/client-api';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/endpoint-client';

/** The rooms' list and their road maps are asked for again this often. */
const ROOMS_REFRESH_MS = 30_000;
const ROADS_REFRESH_MS = 15_000;
/** Each room's road maps are drawn from its last this many rounds. */
export const ROOM_ROAD_ROUNDS = 60;

/** The live rooms (GLS2_roomList, token) in a language, of one vendor or (null) all. */
export const liveRoomsQueryOptions = (language: string, vassalage: string | null) =>
  queryOptions({
    queryKey: ['live-rooms', language, vassalage],
    queryFn: ({ signal }) =>
      callEndpoint(
        getRoomListEndpoint,
        { query: { language, ...(vassalage ? { vassalage } : {}) } },
        { signal },
      ),
    refetchInterval: ROOMS_REFRESH_MS,
  });

/** The node ids of the house tables among the rooms: those whose road maps the provider keeps. */
export const houseTables = (rooms: readonly Room[]): string[] =>
  rooms.filter((room) => room.roads !== null).map((room) => room.nodeId);

/**
 * The tables' last results from the house provider (public: results only), HP_TABLES_PER_CALL tables a
 * call, the calls side by side. Its own API: the site's token is not sent (an empty bearer sends none).
 */
export const tablesResultsQueryOptions = (nodeIds: readonly string[]) =>
  queryOptions({
    queryKey: ['hp-tables-results', nodeIds],
    queryFn: async ({ signal }) => {
      const batches: string[][] = [];
      for (let start = 0; start < nodeIds.length; start += HP_TABLES_PER_CALL)
        batches.push(nodeIds.slice(start, start + HP_TABLES_PER_CALL));
      const answers = await Promise.all(
        batches.map((batch) =>
          apiRequest<HpTablesResults>(houseProviderPaths.tablesResults, {
            params: { nodeIds: batch.join(','), limit: ROOM_ROAD_ROUNDS },
            bearer: '',
            signal,
          }),
        ),
      );
      return new Map(
        answers.flatMap((answer) => answer.tables.map((table) => [table.nodeId, table.results])),
      );
    },
    enabled: nodeIds.length > 0,
    refetchInterval: ROADS_REFRESH_MS,
  });
