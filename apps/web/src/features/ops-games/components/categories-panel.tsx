import type { OpsCategory, OpsGamesCatalog } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import styles from '../../../components/ops/ops.module.css';
import { enableCategory, orderCategories, setCategoryVendors } from '../api/games';
import { OrderButtons } from './order-buttons';
import { moved, useOpsChange } from '../../../components/ops/ops-change';

const titleOf = (category: OpsCategory, language: string) =>
  category.titles[language] ?? category.titles.en ?? category.code;

/** A category's vendors in its lobby order: move, show or hide each one there. */
function CategoryVendors({ category, names }: { category: OpsCategory; names: Map<string, string> }) {
  const { t } = useTranslation();
  const { run, busy, feedback } = useOpsChange();
  const vendors = category.vendors;
  if (vendors.length === 0) return <p className={styles.muted}>{t('ops_games_no_vendors')}</p>;
  return (
    <>
      {feedback}
      <ul>
        {vendors.map((vendor, index) => {
          const name = names.get(vendor.code) ?? vendor.code;
          return (
            <li key={vendor.code}>
              <OrderButtons
                name={name}
                index={index}
                count={vendors.length}
                busy={busy}
                onMove={(step) =>
                  void run(() => setCategoryVendors(category.code, { vendors: moved(vendors, index, step) }))
                }
              />{' '}
              <label>
                <input
                  type="checkbox"
                  checked={vendor.enabled}
                  disabled={busy}
                  onChange={(event) =>
                    void run(() =>
                      setCategoryVendors(category.code, {
                        vendors: vendors.map((entry) =>
                          entry.code === vendor.code ? { ...entry, enabled: event.target.checked } : entry,
                        ),
                      }),
                    )
                  }
                />{' '}
                {name}
              </label>
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** Lobby categories in their order: move, show or hide each, and arrange its vendors. */
export function CategoriesPanel({ catalog }: { catalog: OpsGamesCatalog }) {
  const { t, i18n } = useTranslation();
  const { run, busy, feedback } = useOpsChange();
  const codes = catalog.categories.map((category) => category.code);
  const names = new Map(catalog.vendors.map((vendor) => [vendor.code, vendor.name]));
  return (
    <div className={styles.card}>
      <h2>{t('ops_games_categories')}</h2>
      {feedback}
      {catalog.categories.map((category, index) => (
        <details key={category.code} className={styles.card}>
          <summary>
            <OrderButtons
              name={titleOf(category, i18n.language)}
              index={index}
              count={codes.length}
              busy={busy}
              onMove={(step) => void run(() => orderCategories(moved(codes, index, step)))}
            />{' '}
            <strong>{titleOf(category, i18n.language)}</strong>{' '}
            <span className={styles.muted}>
              {category.code} · {t('ops_games_vendor_count', { count: category.vendors.length })}
            </span>{' '}
            <label>
              <input
                type="checkbox"
                checked={category.enabled}
                disabled={busy}
                onChange={(event) => void run(() => enableCategory(category.code, event.target.checked))}
              />{' '}
              {t(category.enabled ? 'ops_games_shown' : 'ops_games_hidden')}
            </label>
          </summary>
          <CategoryVendors category={category} names={names} />
        </details>
      ))}
    </div>
  );
}
