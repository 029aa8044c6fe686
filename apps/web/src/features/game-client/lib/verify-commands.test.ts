import { execFileSync } from 'node:child_process';
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyCommands } from './verify-commands';

const serverSeed = 'a'.repeat(62) + '0f';
const proof = { serverSeed, serverSeedHash: 'x', clientSeed: "it's-mine", nonce: 7 };

const has = (command: string) => {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`]);
    return true;
  } catch {
    return false;
  }
};

describe('verify by hand', () => {
  it('writes the hash and HMAC commands of the house-games README with the round’s values', () => {
    const [hash, hmac] = verifyCommands(proof).split('\n');
    expect(hash).toBe(`echo -n '${serverSeed}' | xxd -r -p | sha256sum`);
    expect(hmac).toBe(
      `echo -n 'it'\\''s-mine:7:0' | openssl dgst -sha256 -mac HMAC -macopt hexkey:'${serverSeed}'`,
    );
  });

  it.runIf(has('openssl') && has('xxd') && has('sha256sum'))('compute what the provider computes', () => {
    const [hash, hmac] = verifyCommands(proof).split('\n');
    const key = Buffer.from(serverSeed, 'hex');
    expect(execFileSync('sh', ['-c', hash!]).toString()).toContain(
      createHash('sha256').update(key).digest('hex'),
    );
    const expected = createHmac('sha256', key).update("it's-mine:7:0").digest('hex');
    expect(execFileSync('sh', ['-c', hmac!]).toString()).toContain(expected);
  });
});
