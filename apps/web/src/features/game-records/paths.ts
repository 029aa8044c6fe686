/** The member-center pages of the game records (spec section 2), under /member. */
export const gameRecordPaths = {
  bets: '/member/personalHistoryCopy',
  profitLoss: '/member/personalProfit',
} as const;

export type GameRecordPage = keyof typeof gameRecordPaths;

/** Page names: the member-center keys of the site bundles (member-pages.ts). */
export const gameRecordTitleKeys: Record<GameRecordPage, string> = {
  bets: 'betting_record',
  profitLoss: 'personal_pnl',
};

export function gameRecordPageAt(pathname: string): GameRecordPage | undefined {
  const path = pathname.replace(/\/+$/, '');
  return (Object.keys(gameRecordPaths) as GameRecordPage[]).find((key) => gameRecordPaths[key] === path);
}
