/** react-query keys of the points mall; a redemption refreshes everything under `pointsKey`. */
export const pointsKey = ['points'] as const;
export const pointsKeys = {
  balance: (token: string | null) => [...pointsKey, 'balance', token] as const,
  goods: [...pointsKey, 'goods'] as const,
  config: [...pointsKey, 'config'] as const,
  details: (token: string | null, pageNo: number) => [...pointsKey, 'details', token, pageNo] as const,
  history: (token: string | null, pageNo: number) => [...pointsKey, 'history', token, pageNo] as const,
};
