/** Table games have one configuration each: the standard rules with an 8-deck shoe. */
export const tableConfigIds = {
  baccarat: 'baccarat:v1:8d',
  'dragon-tiger': 'dragon-tiger:v1:8d',
} as const;

export type TableEngine = keyof typeof tableConfigIds;

export function assertTableConfigId(engine: TableEngine, configId: string): void {
  if (configId !== tableConfigIds[engine])
    throw new RangeError(`not a ${engine} configuration id: ${configId}`);
}
