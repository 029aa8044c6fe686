/**
 * The site's Content-Security-Policy has no 'unsafe-eval': zod must neither compile its parsers with
 * `new Function` nor probe whether it may (the caught probe is still reported as a CSP violation).
 * zod keeps its settings in this global object, shared by every copy of it, so the setting is made
 * without loading zod at start-up (it comes later with the pages that validate input). Mutated, not
 * replaced: a zod already loaded holds the object itself.
 */
const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(shared.__zod_globalConfig ??= {}).jitless = true;
