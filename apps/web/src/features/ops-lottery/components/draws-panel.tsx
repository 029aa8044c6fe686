import type { LotteryGameSettings } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormAlert, TextField } from '../../../components/form-fields';
import { useOpsChange } from '../../../components/ops/ops-change';
import { QueryView } from '../../../components/ops/ops-page';
import styles from '../../../components/ops/ops.module.css';
import { useLotteryDraws, voidDraw } from '../api/lottery';
import { DrawLiability } from './draw-liability';
import { DrawResultForm } from './draw-result-form';

type Draw = { drawId: string; issue: string; status: string; drawAt: string; result: unknown };
type Open = { drawId: string; view: 'liability' | 'result' } | null;

const when = (iso: string) => new Date(iso).toLocaleString();
const resultText = (result: unknown) => (result === null ? '—' : JSON.stringify(result));

/** Voids a draw after a reason and a confirmation: every ticket refunded once. */
function VoidDraw({ draw, onDone }: { draw: Draw; onDone: (tickets: number) => void }) {
  const { t } = useTranslation();
  const { run, busy, error } = useOpsChange();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn btn-secondary btn-sm"
        onClick={() => setAsking(true)}
        aria-label={t('ops_lottery_void_issue', { issue: draw.issue })}
      >
        {t('ops_lottery_void')}
      </button>
      {asking && (
        <ConfirmDialog
          title={t('ops_lottery_void_issue', { issue: draw.issue })}
          confirmLabel={t('ops_lottery_void_confirm')}
          busy={busy}
          error={error}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setMissing(!reason.trim());
            if (!reason.trim()) return;
            void run(async () => {
              const result = await voidDraw(draw.drawId, reason.trim());
              setAsking(false);
              onDone(result.tickets);
            });
          }}
        >
          <p>{t('ops_lottery_void_warning', { issue: draw.issue })}</p>
          <TextField
            label={t('ops_lottery_void_reason')}
            value={reason}
            onValue={setReason}
            maxLength={200}
          />
          {missing && <FormAlert message={t('ops_lottery_void_reason_needed')} />}
        </ConfirmDialog>
      )}
    </>
  );
}

/** A game's recent draws: status and result; liability, result entry or correction, void. */
export function DrawsPanel({ game }: { game: LotteryGameSettings }) {
  const { t } = useTranslation();
  const draws = useLotteryDraws(game.code);
  const [open, setOpen] = useState<Open>(null);
  const [voided, setVoided] = useState<string | null>(null);
  const toggle = (drawId: string, view: 'liability' | 'result') =>
    setOpen(open?.drawId === drawId && open.view === view ? null : { drawId, view });
  return (
    <div className={styles.card}>
      <h2>{t('ops_lottery_draws_of', { name: game.names.en })}</h2>
      {voided && <p role="status">{voided}</p>}
      <QueryView query={draws} isEmpty={(data) => data.draws.length === 0}>
        {(data) => (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th>{t('ops_lottery_issue')}</th>
                  <th>{t('ops_lottery_draw_at')}</th>
                  <th>{t('ops_lottery_status')}</th>
                  <th>{t('ops_lottery_result')}</th>
                  <th>{t('ops_lottery_actions')}</th>
                </tr>
              </thead>
              <tbody>
                {data.draws.map((draw) => {
                  const past = new Date(draw.drawAt).getTime() <= Date.now();
                  const isOpen = open?.drawId === draw.drawId;
                  return [
                    <tr key={draw.drawId}>
                      <td className={styles.mono}>{draw.issue}</td>
                      <td>{when(draw.drawAt)}</td>
                      <td>
                        <span className={styles.badge}>{t(`ops_lottery_status_${draw.status}`)}</span>
                      </td>
                      <td className={styles.mono}>{resultText(draw.result)}</td>
                      <td className={styles.actions}>
                        <button
                          type="button"
                          className="btn btn-secondary btn-sm"
                          onClick={() => toggle(draw.drawId, 'liability')}
                        >
                          {t('ops_lottery_liability')}
                        </button>
                        {past && draw.status !== 'void' && (
                          <button
                            type="button"
                            className="btn btn-secondary btn-sm"
                            onClick={() => toggle(draw.drawId, 'result')}
                          >
                            {t(
                              draw.result === null
                                ? 'ops_lottery_enter_result'
                                : 'ops_lottery_correct_result',
                            )}
                          </button>
                        )}
                        {draw.status !== 'void' && (
                          <VoidDraw
                            draw={draw}
                            onDone={(tickets) =>
                              setVoided(t('ops_lottery_voided', { issue: draw.issue, count: tickets }))
                            }
                          />
                        )}
                      </td>
                    </tr>,
                    isOpen && (
                      <tr key={`${draw.drawId}-open`}>
                        <td colSpan={5}>
                          {open.view === 'liability' ? (
                            <DrawLiability drawId={draw.drawId} />
                          ) : (
                            <DrawResultForm drawId={draw.drawId} correcting={draw.result !== null} />
                          )}
                        </td>
                      </tr>
                    ),
                  ];
                })}
              </tbody>
            </table>
          </div>
        )}
      </QueryView>
    </div>
  );
}
