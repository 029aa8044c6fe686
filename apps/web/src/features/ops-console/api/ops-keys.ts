// Moved to lib/ so console pages of other features (app/ops-pages.ts) share it.
export { opsKeys } from '../../../lib/ops-query';
