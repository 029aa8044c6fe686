import { describe, expect, it } from 'vitest';
import './zod-jitless';

describe('zod without eval', () => {
  it('is jitless before and after zod loads', async () => {
    const { config, z } = await import('zod');
    expect(config().jitless).toBe(true);
    expect(z.object({ a: z.string() }).safeParse({ a: 'x' }).success).toBe(true);
  });
});
