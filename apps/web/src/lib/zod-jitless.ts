// Imported first by main.tsx, before any schema of @unnati/contracts is built.
//
// Zod 4 compiles object parsers with `new Function` when it can, and probes whether it can by calling
// it once. Our Content-Security-Policy forbids eval (apps/server/src/platform/http/security.ts), so
// the probe is refused; the refusal is caught, but the browser still reports a CSP violation on every
// page that validates a form (an "issue" in DevTools that costs Lighthouse's best-practices score).
// Zod's `jitless` setting skips both the probe and the compiler. It is set on the global object zod
// keeps its configuration in (what `z.config({ jitless: true })` writes), so the entry chunk does not
// have to carry zod itself to set it.
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
