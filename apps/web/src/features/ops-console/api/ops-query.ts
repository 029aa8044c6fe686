// Moved to lib/ so console pages of other features (app/ops-pages.ts) share it.
export { useOpsQuery, type QueryOf } from '../../../lib/ops-query';
