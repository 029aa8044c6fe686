/** (enc) calls moved to lib/ so the wallet shares them; this name stays for the auth calls. */
export { encryptedRequest } from '../../../lib/encrypted-request';
