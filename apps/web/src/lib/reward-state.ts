import { getRewardStateEndpoint, type RewardState } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from './endpoint-client';
import { useSession } from './session';

/** Cache key of the rewards' public state of a session (rewards pages refresh it after a claim). */
export const rewardStateKey = (token: string | null) => ['rewards', 'state', token] as const;

const guestState: RewardState = {
  hasVip: false,
  vipLabelName: null,
  vipRankLevel: 0,
  availablePromo: [{ type: 'REFERRAL', enabled: false }],
  availablePromoCount: 0,
  claimableCount: 0,
};

/**
 * The public state's rewards part (spec 3): hasVip, vipLabelName, vipRankLevel, availablePromo and
 * the count of rewards claimable now (the side-menu badge). Trial accounts get the guest answer.
 */
export function useRewardState(): RewardState {
  const { token, loginState } = useSession();
  const query = useQuery({
    queryKey: rewardStateKey(token),
    queryFn: ({ signal }) => callEndpoint(getRewardStateEndpoint, {}, { signal }),
    staleTime: 30_000,
    refetchInterval: 60_000,
    enabled: !loginState.isTrial,
  });
  return query.data ?? guestState;
}

/** Spec 2: the referral promotion is on (the rewards nav and invite-friends entries follow it). */
export const isReferralEnabled = (state: RewardState): boolean =>
  state.availablePromo.some((promo) => promo.type === 'REFERRAL' && promo.enabled);
