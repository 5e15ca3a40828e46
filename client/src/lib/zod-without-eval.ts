/**
 * Zod probes whether it may compile code (`new Function`) when it builds an object schema, to
 * parse faster. The site's Content-Security-Policy allows no eval (server/ssr/content-security-policy.ts),
 * so the probe fails and is reported as a violation. Told `jitless`, zod does not probe. Its
 * configuration is shared on globalThis (zod/v4/core/core.js, by every copy of zod the build has),
 * so it is set here, before any schema is built and without loading zod, as `z.config({ jitless: true })` would.
 * Imported first by the entry; tests/e2e/pages-keep-to-their-security-policy.spec.ts fails if zod probes again.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
