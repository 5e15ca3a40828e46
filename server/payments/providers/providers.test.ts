/**
 * The registry is the list of the provider folders: a folder added beside the others and not
 * listed, or listed without its name and labels in shared/payment-providers.ts, fails here.
 */
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { languages, onlineMethods } from "../../../shared/domain";
import { exportLabels } from "../../../shared/labels";
import { onlineProviderLabels } from "../../../shared/payment-providers";
import { providerFolders } from "./index";

const folders = readdirSync(new URL(".", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe("the payment providers' folders", () => {
  it("are every one registered, under its folder's name, once", () => {
    expect(providerFolders.map((folder) => folder.name).sort()).toEqual([...folders].sort());
    expect(folders.sort()).toEqual(["fedapay", "stripe", "test"]);
  });

  it("have their labels in both languages, and the exports show them", () => {
    expect(Object.keys(onlineProviderLabels).sort()).toEqual([...folders].sort());
    for (const name of folders)
      for (const language of languages) {
        const label = (onlineProviderLabels as Record<string, Record<string, string>>)[name]?.[language];
        expect(label, `${name} in ${language}`).toMatch(/\S/);
        expect((exportLabels[language].provider as Record<string, string>)[name]).toBe(label);
      }
  });

  it("leave no online method without a provider to ask, and rank no two alike for one method", () => {
    for (const method of onlineMethods) {
      const ranks = providerFolders.map((folder) => folder.preference[method]).filter((rank) => rank !== undefined);
      expect(ranks.length, method).toBeGreaterThan(0);
      expect(new Set(ranks).size, method).toBe(ranks.length);
    }
  });
});
