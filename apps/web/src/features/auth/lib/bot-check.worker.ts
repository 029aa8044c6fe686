// A Web Worker solving bot-check challenges (ALTCHA PBKDF2/SHA-256) off the page's thread.
import { pbkdf2 } from '@noble/hashes/pbkdf2.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { deriveKey as webCryptoDeriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import type { DeriveKeyFunction } from 'altcha-lib/types';
import { handler } from 'altcha-lib/workers/shared';

/** WebCrypto exists only in secure contexts; a site opened over plain http (a LAN address) hashes in JS, slower. */
const javascriptDeriveKey: DeriveKeyFunction = (parameters, salt, password) =>
  Promise.resolve({
    derivedKey: pbkdf2(sha256, password, salt, { c: parameters.cost, dkLen: parameters.keyLength }),
  });

handler({ deriveKey: globalThis.crypto?.subtle ? webCryptoDeriveKey : javascriptDeriveKey });
