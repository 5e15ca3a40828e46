// Bundles the server's own code into dist/server/index.js; packages stay in node_modules. The
// bundle knows it is the built server (server/env.ts, isBuiltServer): always the production server,
// whatever NODE_ENV says; Vite's development middleware is for `npm run dev` only.
import { build } from "esbuild";

await build({
  entryPoints: ["server/index.ts"],
  outfile: "dist/server/index.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node22",
  packages: "external",
  sourcemap: true,
  define: { __BUILT_SERVER__: "true" },
  logLevel: "warning",
});
