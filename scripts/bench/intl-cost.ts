/**
 * npx tsx scripts/bench/intl-cost.ts — what the first Intl formatter of a page costs the browser
 * (it loads its locale data then), against the second one. Prints milliseconds per formatter,
 * each measured in five fresh pages of the Chromium the benchmarks use, without CPU slowdown
 * (Lighthouse's mobile profile multiplies main-thread work by 4). The reason shared/format.ts
 * writes numbers and dates by hand.
 */
import { launchChromium, median } from "./production-server";

const formatters: Record<string, string> = {
  "NumberFormat en-US": `new Intl.NumberFormat("en-US").format(12000)`,
  "NumberFormat fr-FR": `new Intl.NumberFormat("fr-FR", { minimumFractionDigits: 2 }).format(12000)`,
  "DateTimeFormat en-US, UTC": `new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date())`,
  "DateTimeFormat fr-FR, Africa/Porto-Novo": `new Intl.DateTimeFormat("fr-FR", { dateStyle: "full", timeStyle: "short", timeZone: "Africa/Porto-Novo" }).format(new Date())`,
};
const runs = 5;

const browser = await launchChromium();
try {
  console.log(`first / second formatter of a fresh page, ms (median of ${runs} pages)`);
  for (const [name, expression] of Object.entries(formatters)) {
    const first: number[] = [];
    const second: number[] = [];
    for (let run = 0; run < runs; run++) {
      const page = await browser.newPage();
      await page.setContent("<p>Intl</p>");
      const [a, b] = await page.evaluate(`(() => {
        const t0 = performance.now(); ${expression};
        const t1 = performance.now(); ${expression};
        return [t1 - t0, performance.now() - t1];
      })()`) as [number, number];
      first.push(a);
      second.push(b);
      await page.close();
    }
    console.log(`${name.padEnd(42)} ${median(first).toFixed(1).padStart(6)} / ${median(second).toFixed(1)}`);
  }
} finally {
  await browser.close();
}
