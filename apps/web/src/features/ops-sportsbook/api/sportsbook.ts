import {
  getSportsbookMarketEndpoint,
  getSportsbookMarketsEndpoint,
  getSportsbookSettingsEndpoint,
  settleSportsbookMarketEndpoint,
  suspendSportsbookMarketEndpoint,
  updateSportsbookSettingsEndpoint,
  voidSportsbookMarketEndpoint,
  type EndpointBody,
} from '@app/contracts';
import { opsCall } from '../../../lib/ops/ops-call';
import { useOpsQuery } from '../../../lib/ops/ops-query';

export const useSportsbookSettings = () => useOpsQuery(getSportsbookSettingsEndpoint, {});

export const useSportsbookMarkets = (fixtureId: string) =>
  useOpsQuery(
    getSportsbookMarketsEndpoint,
    { query: fixtureId ? { fixtureId } : {} },
    { refetchInterval: 15_000 },
  );

/** One market by its id (any state), for a settlement or resettlement by id; nothing asked while empty. */
export const useSportsbookMarket = (id: string) =>
  useOpsQuery(getSportsbookMarketEndpoint, { params: { id } }, { enabled: id !== '' });

export type SettingsPatch = EndpointBody<typeof updateSportsbookSettingsEndpoint>;

export const saveSportsbookSettings = (body: SettingsPatch) =>
  opsCall(updateSportsbookSettingsEndpoint, { body });

export const suspendMarket = (id: string, suspended: boolean) =>
  opsCall(suspendSportsbookMarketEndpoint, { params: { id }, body: { suspended } });

export const settleMarket = (id: string, winner: string) =>
  opsCall(settleSportsbookMarketEndpoint, { params: { id }, body: { winner } });

export const voidMarket = (id: string) => opsCall(voidSportsbookMarketEndpoint, { params: { id } });
