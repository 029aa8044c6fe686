const SERVER_SEED = /^[0-9a-f]{64}$/;
const CLIENT_SEED = /^[\x21-\x7e]{1,64}$/;

/** 32 bytes as 64 lowercase hex digits. */
export const isValidServerSeed = (serverSeed: string): boolean => SERVER_SEED.test(serverSeed);

/** A client seed is 1 to 64 printable ASCII characters without spaces. */
export const isValidClientSeed = (clientSeed: string): boolean => CLIENT_SEED.test(clientSeed);
