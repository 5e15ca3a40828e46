/**
 * npm run bench:script-weight — the JavaScript a public page loads, from the build's manifest, in
 * brotli bytes (quality 11, as the files are precompressed): each page at start (the entry, its
 * page chunk and what they import), with its form once the form's code has loaded, and the
 * payment step beyond what its form page has already loaded. With `--base <dist dir>` (a build of
 * another commit: `git worktree add /tmp/base <commit> && cd /tmp/base && npm run build`) the
 * same figures for it and the difference, measured side by side in one run.
 * Bounds (docs/rules.md R48): public pages +5 KB at most, the payment step +10 KB at most. The last line
 * is the administration signed out (its sign-in form), whose bound is 120 KB (docs/performance.md).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { brotliCompressSync, constants } from "node:zlib";

type Chunk = { file: string; name?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
type Manifest = Record<string, Chunk>;

const { values } = parseArgs({ options: { dist: { type: "string", default: "dist" }, base: { type: "string" } } });

function measure(dist: string) {
  const dir = path.join(dist, "client");
  const manifest = JSON.parse(readFileSync(path.join(dir, ".vite/manifest.json"), "utf8")) as Manifest;
  const sizes = new Map<string, number>();
  const sizeOf = (key: string) => {
    if (!sizes.has(key)) {
      const code = readFileSync(path.join(dir, manifest[key]!.file));
      sizes.set(key, brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length);
    }
    return sizes.get(key)!;
  };
  const closure = (keys: string[], seen = new Set<string>()) => {
    for (const key of keys) if (!seen.has(key)) closure(manifest[key]?.imports ?? [], seen.add(key));
    return seen;
  };
  const keyOf = (name: string) => Object.keys(manifest).find((key) => manifest[key]!.name === name && manifest[key]!.file.endsWith(".js"));
  const total = (keys: Iterable<string>) => [...keys].reduce((sum, key) => sum + sizeOf(key), 0);
  const entry = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  // Every page hydrates: React's renderer (loaded by the entry on demand) counts with the entry.
  const atStart = (page: string) => closure([...entry, keyOf("react-dom")!, keyOf(page)!]);
  const figures: Record<string, number> = {};
  for (const page of ["home-page", "about-page", "programs-page", "events-page", "join-page", "donate-page", "payment-success-page"])
    figures[`${page} at start`] = total(atStart(page));
  for (const [page, form] of [
    ["join-page", "membership-form"],
    ["donate-page", "donation-form"],
  ] as const) {
    const withForm = closure([...atStart(page)], new Set()).add(keyOf(form)!);
    const loaded = closure([...withForm]);
    figures[`${page} with its form`] = total(loaded);
    const step = closure([keyOf("payment-step")!]);
    figures[`payment step beyond ${page}`] = total([...step].filter((key) => !loaded.has(key)));
  }
  // The administration signed out: what it runs before its sign-in form is usable; then, signed
  // in, its shell beyond that, and each tab's code beyond both (fetched when the tab is first opened).
  const admin = atStart("admin-page");
  figures["admin-page at start"] = total(admin);
  const shellKey = keyOf("admin-shell");
  if (shellKey) {
    const signedIn = closure([...admin, shellKey]);
    figures["admin shell beyond it"] = total([...signedIn].filter((key) => !admin.has(key)));
    for (const tab of manifest[shellKey]!.dynamicImports ?? [])
      figures[`  ${manifest[tab]!.name} beyond the shell`] = total([...closure([tab])].filter((key) => !signedIn.has(key)));
  }
  return figures;
}

const current = measure(values.dist);
const base = values.base ? measure(values.base) : null;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`${"what".padEnd(40)} ${base ? "base".padStart(10) : ""} ${"now".padStart(10)} ${base ? "change".padStart(10) : ""}`);
for (const [what, bytes] of Object.entries(current)) {
  const before = base?.[what];
  const change = before === undefined ? "" : `${bytes - before >= 0 ? "+" : ""}${bytes - before} B`;
  console.log(`${what.padEnd(40)} ${before === undefined ? "" : kb(before).padStart(10)} ${kb(bytes).padStart(10)} ${change.padStart(10)}`);
}
