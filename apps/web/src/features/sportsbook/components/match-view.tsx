import type { SbFixtureDetail, SbMarket } from '@app/sportsbook-provider/client-api';
import { useTranslation } from 'react-i18next';
import type { SlipLeg } from '../lib/bet-slip';
import { useBookText } from '../lib/text';
import { OddsButton } from './odds-button';
import { Scoreboard } from './scoreboard';
import styles from './sportsbook.module.css';

/** The slip's leg for a selection of a market. */
export function legOf(
  fixture: SbFixtureDetail | Omit<SbFixtureDetail, 'markets'>,
  market: SbMarket,
  selectionId: string,
  text: (t: { en: string; bn: string }) => string,
): SlipLeg | null {
  const selection = market.selections.find((s) => s.id === selectionId);
  if (!selection?.odds) return null;
  return {
    fixtureId: fixture.id,
    fixtureName: `${text(fixture.home)} v ${text(fixture.away)}`,
    marketId: market.id,
    marketName: text(market.name),
    selectionId,
    selectionName: text(selection.name),
    odds: selection.odds,
  };
}

/** A match with every market still offered, grouped, and its live score. */
export function MatchView({ fixture, onBack }: { fixture: SbFixtureDetail; onBack: () => void }) {
  const { t } = useTranslation();
  const text = useBookText();
  const markets = fixture.markets.filter((m) => m.status === 'open' || m.status === 'suspended');
  const groups = [...new Set(markets.map((m) => m.group))];
  return (
    <section className={styles.match} aria-label={`${text(fixture.home)} v ${text(fixture.away)}`}>
      <button type="button" className={styles.back} onClick={onBack}>
        ← {t('sb_back')}
      </button>
      <header className={styles.matchHeader}>
        <p className={styles.league}>{text(fixture.league)}</p>
        <h2 className={styles.teams}>
          {text(fixture.home)} <span>v</span> {text(fixture.away)}
        </h2>
        <Scoreboard fixture={fixture} />
      </header>
      {markets.length === 0 && <p className={styles.empty}>{t('sb_no_markets')}</p>}
      {groups.map((group) => (
        <div key={group} className={styles.group}>
          <h3 className={styles.groupTitle}>{t(`sb_group_${group}`, group)}</h3>
          {markets
            .filter((m) => m.group === group)
            .map((market) => (
              <div key={market.id} className={styles.market}>
                <p className={styles.marketName}>
                  {text(market.name)}
                  {market.status === 'suspended' && (
                    <span className={styles.suspended}>{t('sb_suspended')}</span>
                  )}
                </p>
                <div className={styles.selections}>
                  {market.selections.map((selection) => (
                    <OddsButton
                      key={selection.id}
                      label={text(selection.name)}
                      leg={legOf(fixture, market, selection.id, text)}
                      disabled={market.status !== 'open'}
                    />
                  ))}
                </div>
              </div>
            ))}
        </div>
      ))}
    </section>
  );
}
