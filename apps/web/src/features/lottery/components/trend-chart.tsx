import type { LpDrawResult } from '@app/lottery-provider/client-api';
import { useTranslation } from 'react-i18next';
import { trendOf } from '../lib/trend';
import styles from './lottery.module.css';

const WIDTH = 320;
const HEIGHT = 120;

/** Number distribution of the recent draws as an SVG bar chart, with hot, cold and odd/even. */
export function TrendChart({ results }: { results: readonly LpDrawResult[] }) {
  const { t } = useTranslation();
  if (results.length === 0) return <p>{t('lt_no_results')}</p>;
  const trend = trendOf(results);
  const top = Math.max(...trend.counts.map((entry) => entry.count));
  const barWidth = WIDTH / trend.counts.length;
  return (
    <figure className={styles.trend}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + 14}`}
        role="img"
        aria-label={t('lt_trend_title', { draws: results.length })}
      >
        {trend.counts.map((entry, index) => {
          const height = (entry.count / top) * HEIGHT;
          const hot = trend.hot.includes(entry.value);
          return (
            <g key={entry.value}>
              <rect
                x={index * barWidth + 1}
                y={HEIGHT - height}
                width={Math.max(1, barWidth - 2)}
                height={height}
                className={hot ? styles.barHot : styles.bar}
              >
                <title>{`${entry.value}: ${entry.count}`}</title>
              </rect>
              {trend.counts.length <= 20 && (
                <text
                  x={index * barWidth + barWidth / 2}
                  y={HEIGHT + 12}
                  textAnchor="middle"
                  className={styles.axis}
                >
                  {entry.value}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption>
        {t('lt_trend_title', { draws: results.length })} · {t('lt_hot')}: {trend.hot.join(', ')} ·{' '}
        {t('lt_cold')}: {trend.cold.join(', ')} · {t('lt_odd_even', { odd: trend.odd, even: trend.even })}
      </figcaption>
    </figure>
  );
}
