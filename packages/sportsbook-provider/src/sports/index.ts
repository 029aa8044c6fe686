import { cricket } from './cricket.js';
import type { SportId, SportModel } from './model.js';
import { esport, tennis } from './sets.js';
import { basketball, football, kabaddi } from './timed.js';

export type PlayedSport = Exclude<SportId, 'cockfight'>;

/** Every sport the simulator plays (cockfight runs its own fixed-odds cycle). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each model has its own state type
export const sportModels: Record<PlayedSport, SportModel<any>> = {
  cricket,
  football,
  basketball,
  tennis,
  kabaddi,
  cs2: esport('cs2', 2400),
  dota2: esport('dota2', 2400),
  lol: esport('lol', 2000),
  valorant: esport('valorant', 2400),
};
