import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { describe, expect, it } from "vitest";

const clientDir = path.join(import.meta.dirname, "../../dist/client");
const manifestPath = path.join(clientDir, ".vite/manifest.json");
type Chunk = { file: string; name?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
const manifest = existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, Chunk>) : null;

const hint = "//# allFunctionsCalledOnLoad\n";
const firstLine = (chunk: Chunk) => readFileSync(path.join(clientDir, chunk.file), "utf8").slice(0, hint.length);
const byName = (name: string) => Object.values(manifest!).filter((chunk) => chunk.name === name);

describe("the built scripts", () => {
  const skipUnlessBuilt = (skip: (condition: boolean, note?: string) => void) =>
    skip(!manifest, "No dist/client/.vite/manifest.json: run `npm run build` to test the built scripts.");

  it("mark what every page runs at start (entry, React's renderer, pages) for eager compilation", ({ skip }) => {
    skipUnlessBuilt(skip);
    const startUp = [
      ...Object.values(manifest!).filter((chunk) => chunk.isEntry),
      ...byName("react-dom"),
      ...byName("app"),
      ...byName("home-page"),
      ...byName("legal-terms-page"),
    ];
    expect(startUp.length).toBeGreaterThanOrEqual(5);
    for (const chunk of startUp) expect(firstLine(chunk), chunk.file).toBe(hint);
  });

  it("keep the bundler's own helpers in the entry, not a request of their own on every page", ({ skip }) => {
    skipUnlessBuilt(skip);
    const entry = Object.values(manifest!).find((chunk) => chunk.isEntry)!;
    expect((entry.imports ?? []).map((key) => manifest![key]!.name)).toEqual([]);
  });

  it("leave code loaded on demand (forms, payment, validation) to lazy compilation", ({ skip }) => {
    skipUnlessBuilt(skip);
    const onDemand = [...byName("donation-form"), ...byName("payment-step"), ...byName("schema-resolver"), ...byName("public-forms")];
    // "public-forms" twice: the public forms' rules with their own zod, and the same rules with the admin's one zod (vite.config.ts).
    expect(onDemand.length).toBe(5);
    for (const chunk of onDemand) expect(firstLine(chunk), chunk.file).not.toBe(hint);
  });

  /**
   * Decision 008: a form fetches its rules and zod's resolver when a field is first focused
   * (client/src/lib/forms.ts, lib/schema-resolver.ts). That was 83 KB compressed when zod's classic API, drizzle-zod and
   * zod's messages in 40-odd languages came with them; it is 8 KB with zod/mini.
   */
  it("keep what a form loads to validate, on first focus, under 20 KB compressed", ({ skip }) => {
    skipUnlessBuilt(skip);
    const closure = (keys: string[], seen = new Set<string>()) => {
      for (const key of keys) if (!seen.has(key)) closure(manifest![key]?.imports ?? [], seen.add(key));
      return seen;
    };
    // useZodForm's chunk, which imports zod's resolver on demand; the forms that use it, which import their rules so.
    const [formsKey, ...others] = Object.keys(manifest!).filter((key) => manifest![key]!.name === "forms");
    expect(others).toEqual([]);
    const resolver = manifest![formsKey!]!.dynamicImports ?? [];
    expect(resolver.length).toBe(1);
    const forms = Object.keys(manifest!).filter((key) => /-form$/.test(manifest![key]!.name ?? "") && closure([key]).has(formsKey!));
    expect(forms.map((key) => manifest![key]!.name).sort()).toEqual(["contact-form", "donation-form", "membership-form", "newsletter-form", "volunteer-form"]);
    for (const form of forms) {
      const loaded = closure([form]);
      const onFocus = [...closure([...resolver, ...(manifest![form]!.dynamicImports ?? [])])].filter((key) => !loaded.has(key));
      const sizes = onFocus.map((key) => {
        const code = readFileSync(path.join(clientDir, manifest![key]!.file));
        return { file: manifest![key]!.file, raw: code.length, brotli: brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length };
      });
      const total = sizes.reduce((sum, size) => sum + size.brotli, 0);
      const detail = `${manifest![form]!.name}: ${JSON.stringify(sizes)}`;
      expect(total, detail).toBeGreaterThan(1024);
      expect(total, detail).toBeLessThanOrEqual(20 * 1024);
    }
  });
});
