import { useTranslation } from 'react-i18next';
import { FeatureMessages } from '../../../components/feature-messages';
import { LoadingCover } from '../../../components/loading-cover';
import { OpsPageFrame, QueryView } from '../../../components/ops/ops-page';
import { usePageTitle } from '../../../lib/page-title';
import {
  usePointConfig,
  useRebateRates,
  useReferralRule,
  useReferralTiers,
  useVipPolicy,
} from '../api/rewards';
import {
  PointsForm,
  RebateForm,
  ReferralRuleForm,
  ReferralTiersForm,
  VipPolicyForm,
} from '../components/rewards-forms';
import { loadOpsRewardsMessages } from '../messages';

function RewardsSettings() {
  const { t } = useTranslation();
  usePageTitle(t('ops_rewards_heading'));
  const points = usePointConfig();
  const vip = useVipPolicy();
  const rebate = useRebateRates();
  const referral = useReferralTiers();
  const referralRule = useReferralRule();
  // Each form keyed by what it was loaded from: a save reloads it with the server's values.
  return (
    <OpsPageFrame title={t('ops_rewards_heading')}>
      <QueryView query={points}>
        {(data) => <PointsForm key={JSON.stringify(data)} config={data} />}
      </QueryView>
      <QueryView query={vip}>{(data) => <VipPolicyForm key={data.period} policy={data} />}</QueryView>
      <QueryView query={rebate}>{(data) => <RebateForm key={JSON.stringify(data)} view={data} />}</QueryView>
      <QueryView query={referral}>
        {(data) => <ReferralTiersForm key={JSON.stringify(data)} tiers={data} />}
      </QueryView>
      <QueryView query={referralRule}>
        {(data) => <ReferralRuleForm key={JSON.stringify(data)} rule={data.rule} />}
      </QueryView>
    </OpsPageFrame>
  );
}

/**
 * Rewards settings without SQL: points rates, VIP period, rebate rates, referral tiers and the referral
 * promotion's deposit and turnover, each audited.
 */
export default function RewardsSettingsPage() {
  return (
    <FeatureMessages load={loadOpsRewardsMessages} fallback={<LoadingCover />}>
      <RewardsSettings />
    </FeatureMessages>
  );
}
