import styles from './ops.module.css';

export interface ChartSeries {
  label: string;
  color: string;
  values: number[];
}

/** Grouped bars per day (SVG, no library): each series a colour, negative values below the axis. */
export function BarChart({ days, series, title }: { days: string[]; series: ChartSeries[]; title: string }) {
  const all = series.flatMap((entry) => entry.values);
  const max = Math.max(1, ...all.map(Math.abs));
  const hasNegative = all.some((value) => value < 0);
  const width = 100;
  const height = 60;
  const axis = hasNegative ? height / 2 : height;
  const scale = (hasNegative ? height / 2 : height) / max;
  const slot = width / Math.max(1, days.length);
  const bar = (slot * 0.8) / Math.max(1, series.length);
  return (
    <figure className={styles.card}>
      <figcaption className={styles.muted}>
        {title}:{' '}
        {series.map((entry) => (
          <span key={entry.label} style={{ color: entry.color }}>
            ■ {entry.label}{' '}
          </span>
        ))}
      </figcaption>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={title}
      >
        <line x1={0} x2={width} y1={axis} y2={axis} stroke="currentColor" strokeWidth={0.2} opacity={0.4} />
        {days.map((day, index) =>
          series.map((entry, seriesIndex) => {
            const value = entry.values[index] ?? 0;
            const barHeight = Math.abs(value) * scale;
            return (
              <rect
                key={`${day}-${entry.label}`}
                x={index * slot + slot * 0.1 + seriesIndex * bar}
                y={value >= 0 ? axis - barHeight : axis}
                width={bar}
                height={barHeight}
                fill={entry.color}
              >
                <title>{`${day} ${entry.label}: ${value.toFixed(2)}`}</title>
              </rect>
            );
          }),
        )}
      </svg>
      <div className={`${styles.row} ${styles.muted}`}>
        <span>{days[0]}</span>
        <span style={{ textAlign: 'right' }}>{days[days.length - 1]}</span>
      </div>
    </figure>
  );
}
