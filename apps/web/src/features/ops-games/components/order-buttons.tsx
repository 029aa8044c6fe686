import { useTranslation } from 'react-i18next';

/** Up and down buttons of one entry of an ordered list. */
export function OrderButtons({
  name,
  index,
  count,
  busy,
  onMove,
}: {
  name: string;
  index: number;
  count: number;
  busy: boolean;
  onMove: (step: -1 | 1) => void;
}) {
  const { t } = useTranslation();
  return (
    <span>
      <button
        type="button"
        className="btn btn-secondary btn-sm"
        disabled={busy || index === 0}
        onClick={() => onMove(-1)}
        aria-label={t('ops_games_move_up', { name })}
      >
        ↑
      </button>{' '}
      <button
        type="button"
        className="btn btn-secondary btn-sm"
        disabled={busy || index === count - 1}
        onClick={() => onMove(1)}
        aria-label={t('ops_games_move_down', { name })}
      >
        ↓
      </button>
    </span>
  );
}
