import type { Game, GameListValue } from '@app/contracts';
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import clientBn from '../../apps/web/src/features/game-client/locales/bn.json' with { type: 'json' };
import clientEn from '../../apps/web/src/features/game-client/locales/en.json' with { type: 'json' };
import gamesBn from '../../apps/web/src/features/games/locales/bn.json' with { type: 'json' };
import gamesEn from '../../apps/web/src/features/games/locales/en.json' with { type: 'json' };
import headerBn from '../../apps/web/src/features/wallet/locales/header.bn.json' with { type: 'json' };
import headerEn from '../../apps/web/src/features/wallet/locales/header.en.json' with { type: 'json' };
import { bundles, type Lang } from './i18n.js';
import { apiValue } from './lobby.js';
import type { Site } from './site.js';

/** The site's, the game popup's, the game clients' and the header wallet's messages. */
const gameBundles: Record<Lang, Record<string, string>> = {
  en: { ...bundles.en, ...gamesEn, ...headerEn, ...clientEn },
  bn: { ...bundles.bn, ...gamesBn, ...headerBn, ...clientBn },
};

export type GameKey =
  keyof typeof bundles.en | keyof typeof gamesEn | keyof typeof headerEn | keyof typeof clientEn;

/** Visible text of a key in a language, with {{params}} filled in. */
export function gameLabel(lang: Lang, key: GameKey, params: Record<string, string> = {}): string {
  const text = gameBundles[lang][key];
  if (!text) throw new Error(`Missing ${lang} translation for ${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => params[name] ?? whole);
}

/** A slot game (RNG without a sub-type) on the first page of /rng, optionally one with a free trial. */
export async function firstPageSlot(site: Site, lang: Lang, options: { demo?: boolean } = {}): Promise<Game> {
  const { games } = await apiValue<GameListValue>(
    site,
    `/wps/relay/GCSGAME_gameList?clientType=3&gameType=RNG&pageNo=1&pageSize=24&language=${lang}`,
  );
  const slot = games.find(
    (game) =>
      game.isGame === 'GAME' &&
      (game.gameClassify === null || game.gameClassify === 'JP') &&
      (!options.demo || game.supportPlay === 0),
  );
  if (!slot) throw new Error('no slot game on the first page of /rng');
  return slot;
}

/** The game popup's frame of a launched game. */
export function gameFrame(page: Page, lang: Lang, gameName: string): FrameLocator {
  return page.frameLocator(`iframe[title="${gameLabel(lang, 'launch_frame_title', { name: gameName })}"]`);
}

/**
 * Waits until a played round's outcome is announced, pressing Skip while its animation runs: a random
 * round can land a long show (a slot's free spins, a high crash) that outlasts any sensible wait.
 */
export async function roundOutcome(game: Page | FrameLocator, lang: Lang): Promise<void> {
  const outcome = game.getByTestId('round-outcome').getByText(/\S/).first();
  const skip = skipButton(game, lang);
  await outcome.or(skip).first().waitFor();
  await skipIfShown(skip);
  await outcome.waitFor();
}

const skipButton = (game: Page | FrameLocator, lang: Lang): Locator =>
  game.getByRole('button', { name: gameLabel(lang, 'gc_skip'), exact: true });

/** Presses Skip if it shows: the animation may end between the check and the click, leaving nothing to skip. */
async function skipIfShown(skip: Locator): Promise<void> {
  if (await skip.isVisible()) await skip.click({ timeout: 1_000 }).catch(() => undefined);
}

/**
 * Plays one round with the game's `play` button and waits until the game takes the next one, pressing
 * Skip while its show runs. Until the answer is in, the previous round's outcome is still shown, so
 * `roundOutcome` cannot tell the rounds apart: the round has begun once `play` is disabled.
 */
export async function playRound(game: Page | FrameLocator, play: Locator, lang: Lang): Promise<void> {
  const skip = skipButton(game, lang);
  await play.click();
  await expect.poll(() => play.isDisabled(), { interval: 10 }).toBe(true);
  await expect
    .poll(async () => {
      await skipIfShown(skip);
      return play.isEnabled();
    })
    .toBe(true);
}
