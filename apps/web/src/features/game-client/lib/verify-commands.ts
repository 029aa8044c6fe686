import type { FairnessProof } from '@app/house-games';

/** Single-quotes a value for a POSIX shell. */
const quote = (value: string) => `'${value.replaceAll("'", `'\\''`)}'`;

/**
 * The OpenSSL commands (house-games README) that check a revealed round by hand: the seed's hash,
 * then the first HMAC block of the round's random stream.
 */
export function verifyCommands(proof: Required<FairnessProof>): string {
  return [
    `echo -n ${quote(proof.serverSeed)} | xxd -r -p | sha256sum`,
    `echo -n ${quote(`${proof.clientSeed}:${proof.nonce}:0`)} | openssl dgst -sha256 -mac HMAC -macopt hexkey:${quote(proof.serverSeed)}`,
  ].join('\n');
}
