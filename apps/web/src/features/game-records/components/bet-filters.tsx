import type { GameType } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/form-fields';
import type { CategoryOption } from '../lib/categories';
import type { BetFilter } from '../lib/query';
import styles from './game-records.module.css';

interface BetFiltersProps {
  categories: readonly CategoryOption[];
  filter: BetFilter;
  onFilter: (filter: BetFilter) => void;
}

/** Category (from the game menus) and a vendor of that category; a new category clears the vendor. */
export function BetFilters({ categories, filter, onFilter }: BetFiltersProps) {
  const { t } = useTranslation();
  const vendors = categories.find((option) => option.gameType === filter.gameType)?.vendors ?? [];
  return (
    <div className={styles.selects}>
      <SelectField
        label={t('gr_category')}
        value={filter.gameType}
        onValue={(value) => onFilter({ gameType: value as GameType | '', vendor: '' })}
      >
        <option value="">{t('gr_all_categories')}</option>
        {categories.map((option) => (
          <option key={option.gameType} value={option.gameType}>
            {t(option.navKey)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('gr_vendor')}
        value={filter.vendor}
        disabled={vendors.length === 0}
        onValue={(vendor) => onFilter({ ...filter, vendor })}
      >
        <option value="">{t('gr_all_vendors')}</option>
        {vendors.map((vendor) => (
          <option key={vendor.code} value={vendor.code}>
            {vendor.name}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
