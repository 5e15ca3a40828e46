// Bundles the server's own code into dist/server/main.js (and its entry, dist/server/index.js); packages stay in node_modules, but for
// drizzle-orm (and drizzle-zod, which imports it): Node's ES module loader reads drizzle-orm's
// 175 kB package.json again for each of its hundreds of files, which took ~230 MB at start
// (docs/performance.md, "Memory on a small server"). The bundle knows it is the built server
// (server/env.ts, isBuiltServer): always the production server, whatever NODE_ENV says; Vite's
// development middleware is for `npm run dev` only.
import { readFileSync } from "node:fs";
import { build } from "esbuild";

const { dependencies, devDependencies } = JSON.parse(readFileSync("package.json", "utf8"));
const bundled = new Set(["drizzle-orm", "drizzle-zod"]);
const external = [...Object.keys(dependencies), ...Object.keys(devDependencies)].filter((name) => !bundled.has(name)).flatMap((name) => [name, `${name}/*`]);

await build({
  // index.js starts main.js, with Node's serve flags on the embedded database (server/start.ts).
  entryPoints: { index: "server/start.ts", main: "server/index.ts" },
  outdir: "dist/server",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node22",
  external,
  sourcemap: true,
  define: { __BUILT_SERVER__: "true" },
  logLevel: "warning",
});
