import { ROAD_ROWS, roadMaps, type RoadCell, type RoadResult } from '@app/house-games';
import { useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableEngine } from '../../lib/table-deal';
import styles from './road-map-board.module.css';

/** Columns each road shows (the newest ones). */
const SHOWN_COLUMNS = { bead: 12, big: 24, derived: 24 } as const;

const colourOf = { red: '#d63031', blue: '#1e6fd9', tie: '#17a05d' } as const;

function lastColumns<T extends { column: number }>(cells: readonly T[], shown: number): T[] {
  const last = cells.reduce((max, cell) => Math.max(max, cell.column), -1);
  const first = Math.max(0, last - shown + 1);
  return cells
    .filter((cell) => cell.column >= first)
    .map((cell) => ({ ...cell, column: cell.column - first }));
}

function Grid({ columns, children, label }: { columns: number; children: ReactNode; label: string }) {
  const pattern = `road-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <svg className={styles.grid} viewBox={`0 0 ${columns} ${ROAD_ROWS}`} role="img" aria-label={label}>
      <defs>
        <pattern id={pattern} width="1" height="1" patternUnits="userSpaceOnUse">
          <path d="M1 0H0V1" fill="none" stroke="rgba(0,0,0,.15)" strokeWidth="0.04" />
        </pattern>
      </defs>
      <rect width={columns} height={ROAD_ROWS} fill={`url(#${pattern})`} />
      {children}
    </svg>
  );
}

type Mark = 'ring' | 'dot' | 'slash';

function DerivedRoad({ cells, mark, label }: { cells: readonly RoadCell[]; mark: Mark; label: string }) {
  const shown = lastColumns(cells, SHOWN_COLUMNS.derived);
  return (
    <Grid columns={SHOWN_COLUMNS.derived} label={label}>
      {shown.map((cell) => {
        const x = cell.column + 0.5;
        const y = cell.row + 0.5;
        const colour = colourOf[cell.side];
        if (mark === 'dot')
          return <circle key={`${cell.column}:${cell.row}`} cx={x} cy={y} r={0.34} fill={colour} />;
        if (mark === 'slash')
          return (
            <path
              key={`${cell.column}:${cell.row}`}
              d={`M${x - 0.3} ${y + 0.3}L${x + 0.3} ${y - 0.3}`}
              stroke={colour}
              strokeWidth={0.16}
              strokeLinecap="round"
            />
          );
        return (
          <circle
            key={`${cell.column}:${cell.row}`}
            cx={x}
            cy={y}
            r={0.32}
            fill="none"
            stroke={colour}
            strokeWidth={0.14}
          />
        );
      })}
    </Grid>
  );
}

/**
 * The five road maps of a table, computed from its results (oldest first): bead plate, big road, big
 * eye boy, small road and cockroach pig; the newest columns of each.
 */
export function RoadMapBoard({ engine, results }: { engine: TableEngine; results: readonly RoadResult[] }) {
  const { t } = useTranslation();
  const maps = useMemo(() => roadMaps(results), [results]);
  const beadLetter = (result: RoadResult) => t(`gc_bead_${engine === 'baccarat' ? 'bac' : 'dt'}_${result}`);
  const bead = lastColumns(maps.beadPlate, SHOWN_COLUMNS.bead);
  const big = lastColumns(maps.bigRoad, SHOWN_COLUMNS.big);
  const counts = { red: 0, blue: 0, tie: 0 };
  for (const result of results) counts[result] += 1;

  return (
    <section className={styles.board} aria-label={t('gc_roads')}>
      <p className={styles.counts}>
        <span style={{ color: colourOf.red }}>
          {t(`gc_count_${engine === 'baccarat' ? 'banker' : 'dragon'}`, { count: counts.red })}
        </span>
        <span style={{ color: colourOf.blue }}>
          {t(`gc_count_${engine === 'baccarat' ? 'player' : 'tiger'}`, { count: counts.blue })}
        </span>
        <span style={{ color: colourOf.tie }}>{t('gc_count_tie', { count: counts.tie })}</span>
      </p>
      <div className={styles.roads}>
        <div className={styles.bead}>
          <Grid columns={SHOWN_COLUMNS.bead} label={t('gc_road_bead')}>
            {bead.map((cell) => (
              <g key={`${cell.column}:${cell.row}`}>
                <circle cx={cell.column + 0.5} cy={cell.row + 0.5} r={0.44} fill={colourOf[cell.result]} />
                <text
                  x={cell.column + 0.5}
                  y={cell.row + 0.68}
                  fontSize={0.52}
                  textAnchor="middle"
                  fill="#fff"
                  fontWeight={700}
                >
                  {beadLetter(cell.result)}
                </text>
              </g>
            ))}
          </Grid>
        </div>
        <div className={styles.big}>
          <Grid columns={SHOWN_COLUMNS.big} label={t('gc_road_big')}>
            {big.map((cell) => (
              <g key={`${cell.column}:${cell.row}`}>
                <circle
                  cx={cell.column + 0.5}
                  cy={cell.row + 0.5}
                  r={0.36}
                  fill="none"
                  stroke={colourOf[cell.side]}
                  strokeWidth={0.14}
                />
                {cell.ties > 0 && (
                  <path
                    d={`M${cell.column + 0.2} ${cell.row + 0.8}L${cell.column + 0.8} ${cell.row + 0.2}`}
                    stroke={colourOf.tie}
                    strokeWidth={0.12}
                  />
                )}
              </g>
            ))}
          </Grid>
          <div className={styles.derived}>
            <DerivedRoad cells={maps.bigEyeBoy} mark="ring" label={t('gc_road_big_eye')} />
            <DerivedRoad cells={maps.smallRoad} mark="dot" label={t('gc_road_small')} />
            <DerivedRoad cells={maps.cockroachPig} mark="slash" label={t('gc_road_cockroach')} />
          </div>
        </div>
      </div>
    </section>
  );
}
