import type { OpsGamesCatalog } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import styles from '../../../components/ops/ops.module.css';
import { enableVendor, orderVendors } from '../api/games';
import { OrderButtons } from './order-buttons';
import { moved, useOpsChange } from '../../../components/ops/ops-change';

/** Vendors in their order, with their live and hot game counts: move, enable or disable. */
export function VendorsPanel({ catalog }: { catalog: OpsGamesCatalog }) {
  const { t } = useTranslation();
  const { run, busy, feedback } = useOpsChange();
  const codes = catalog.vendors.map((vendor) => vendor.code);
  return (
    <div className={styles.card}>
      <h2>{t('ops_games_vendors')}</h2>
      <p className={styles.muted}>{t('ops_games_vendors_hint')}</p>
      {feedback}
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th>{t('ops_games_order')}</th>
              <th>{t('ops_games_vendor')}</th>
              <th className={styles.num}>{t('ops_games_live_games')}</th>
              <th className={styles.num}>{t('ops_games_hot_games')}</th>
              <th>{t('ops_games_enabled')}</th>
            </tr>
          </thead>
          <tbody>
            {catalog.vendors.map((vendor, index) => (
              <tr key={vendor.code}>
                <td>
                  <OrderButtons
                    name={vendor.name}
                    index={index}
                    count={codes.length}
                    busy={busy}
                    onMove={(step) => void run(() => orderVendors(moved(codes, index, step)))}
                  />
                </td>
                <td>
                  {vendor.name} <span className={styles.muted}>{vendor.code}</span>
                </td>
                <td className={styles.num}>{vendor.games}</td>
                <td className={styles.num}>{vendor.hotGames}</td>
                <td>
                  <label>
                    <input
                      type="checkbox"
                      checked={vendor.enabled}
                      disabled={busy}
                      onChange={(event) => void run(() => enableVendor(vendor.code, event.target.checked))}
                    />{' '}
                    {t(vendor.enabled ? 'ops_games_on' : 'ops_games_off')}
                  </label>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
