export const MemberType = {
  member: 0,
  agent: 1,
  generalAgent: 2,
  trial: 4,
  agentLevel41: 41,
  agentLevel42: 42,
} as const;

export const agentMemberTypes: readonly number[] = [1, 2, 41, 42];
export const isAgentType = (type: number): boolean => agentMemberTypes.includes(type);

export const gameCategories = [
  'HOME',
  'HOT',
  'FAV',
  'RECENT',
  'RNG',
  'LIVE',
  'FISH',
  'SPORTS',
  'ESPORTS',
  'PVP',
  'COCKFIGHT',
  'MXWIN',
  'LOTT',
  'ELOTT',
] as const;
export type GameCategory = (typeof gameCategories)[number];

export const prizeModes = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
export type PrizeMode = (typeof prizeModes)[number];
