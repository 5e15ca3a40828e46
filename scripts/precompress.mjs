// Minifies boot.js, then compresses the built client's text files once, at the highest settings (brotli 11, gzip 9),
// so that the server sends them smaller than it could compress them on the fly.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { transform } from "esbuild";

const root = "dist/client";

// public/boot.js is copied as written (with its comments): every page loads it, so it is minified here.
const boot = path.join(root, "boot.js");
await writeFile(boot, (await transform(await readFile(boot, "utf8"), { minify: true, target: "es2017" })).code);
const compressible = /\.(js|css|svg|json|txt|xml|html|ico)$/;

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

let files = 0;
for await (const file of walk(root)) {
  if (!compressible.test(file) || file.endsWith("index.html") || file.includes(`${path.sep}.vite${path.sep}`)) continue;
  const data = await readFile(file);
  if (data.length < 1024) continue;
  await writeFile(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }));
  await writeFile(`${file}.gz`, gzipSync(data, { level: 9 }));
  files++;
}
console.log(`precompressed ${files} files`);
