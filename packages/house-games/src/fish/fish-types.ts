export interface FishType {
  id: string;
  name: string;
  /** Pays this many times the bet when caught. */
  multiplier: number;
  colour: string;
  /** Relative drawing size, 1 smallest. */
  size: number;
}

export const fishTypes: readonly FishType[] = [
  { id: 'clownfish', name: 'Clownfish', multiplier: 2, colour: '#ff7f27', size: 1 },
  { id: 'pufferfish', name: 'Pufferfish', multiplier: 3, colour: '#f4d03f', size: 1 },
  { id: 'angelfish', name: 'Angelfish', multiplier: 5, colour: '#5dade2', size: 2 },
  { id: 'lobster', name: 'Lobster', multiplier: 8, colour: '#c0392b', size: 2 },
  { id: 'turtle', name: 'Turtle', multiplier: 10, colour: '#27ae60', size: 3 },
  { id: 'octopus', name: 'Octopus', multiplier: 20, colour: '#8e44ad', size: 3 },
  { id: 'shark', name: 'Shark', multiplier: 50, colour: '#7f8c8d', size: 4 },
  { id: 'whale', name: 'Whale', multiplier: 100, colour: '#2e86c1', size: 5 },
  { id: 'golden-dragon', name: 'Golden Dragon', multiplier: 300, colour: '#d4ac0d', size: 5 },
];

export function fishTypeById(id: string): FishType {
  const fish = fishTypes.find((f) => f.id === id);
  if (!fish) throw new RangeError(`unknown fish ${id}`);
  return fish;
}
