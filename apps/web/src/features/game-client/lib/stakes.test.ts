import { engineConfigById, gameSetupFor } from '@app/house-games';
import { describe, expect, it } from 'vitest';
import { defaultStake, stakeSteps, stepStake } from './stakes';

const slots = (lines: number) =>
  engineConfigById(
    gameSetupFor({ gameType: 'RNG', gameCode: 'tiger_fortune', lines, rtpBp: 9600 })!.configId,
  );

describe('stake steps', () => {
  it('give tables, crash and fish chips from ৳0.10 to ৳10,000, opening at ৳1', () => {
    const steps = stakeSteps(engineConfigById('crash:v1:9900'));
    expect(steps[0]).toBe(10);
    expect(steps.at(-1)).toBe(1_000_000);
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    expect(defaultStake(steps)).toBe(100);
    expect(stakeSteps(engineConfigById('baccarat:v1:8d'))).toEqual(steps);
  });

  it('make slot stakes whole credits of the lines played', () => {
    const engine = slots(25);
    const steps = stakeSteps(engine);
    expect(engine.engine === 'slots' && engine.config.cost).toBe(25);
    for (const stake of steps) expect(stake % 25).toBe(0);
    expect(steps[0]).toBe(25);
    expect(defaultStake(steps)).toBe(100);
    expect(Math.max(...steps)).toBeLessThanOrEqual(1_000_000);
  });

  it('step up and down from any stake, staying within the steps', () => {
    const steps = [10, 20, 50, 100];
    expect(stepStake(steps, 20, 1)).toBe(50);
    expect(stepStake(steps, 20, -1)).toBe(10);
    expect(stepStake(steps, 30, 1)).toBe(50);
    expect(stepStake(steps, 30, -1)).toBe(20);
    expect(stepStake(steps, 100, 1)).toBe(100);
    expect(stepStake(steps, 10, -1)).toBe(10);
    expect(defaultStake([10, 20, 50])).toBe(10);
  });
});
