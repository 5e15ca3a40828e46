import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const clientDir = path.join(import.meta.dirname, "../../dist/client");
const manifestPath = path.join(clientDir, ".vite/manifest.json");
type Chunk = { file: string; name?: string; isEntry?: boolean };
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

  it("leave code loaded on demand (forms, payment, validation) to lazy compilation", ({ skip }) => {
    skipUnlessBuilt(skip);
    const onDemand = [...byName("donation-form"), ...byName("payment-step"), ...byName("zod")];
    expect(onDemand.length).toBe(3);
    for (const chunk of onDemand) expect(firstLine(chunk), chunk.file).not.toBe(hint);
  });
});
