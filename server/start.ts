/**
 * The built server's entry, dist/server/index.js (scripts/build-server.mjs): on the embedded
 * database, a Node started without `npm run serve`'s flags starts the server in a second Node
 * with them (lib/serve-flags.ts); otherwise the server runs here (dist/server/main.js, server/index.ts).
 * Nothing else is loaded first, so that the first process stays small (~45 MB) when it only waits.
 */
import { hasServeFlags, restartWithServeFlags } from "./lib/serve-flags";

// Read as server/env.ts reads it; a DATABASE_URL set only in a .env file costs one extra process, nothing else.
if (!process.env.DATABASE_URL && !hasServeFlags()) await restartWithServeFlags();
else await import(new URL("./main.js", import.meta.url).href);
