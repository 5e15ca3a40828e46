/**
 * Screenshots of pages at phone (390×844) and desktop (1280×800) sizes, to look at what a
 * visitor sees: `tsx scripts/screenshots.ts http://localhost:5000 out-dir / /fr/about ...`
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { chromium } from "playwright-core";

const [base = "http://localhost:5000", outDir = "screenshots", ...pages] = process.argv.slice(2);
const list = pages.length ? pages : ["/", "/fr/"];
const sizes = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
];

await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
try {
  for (const size of sizes) {
    const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, locale: "en-US" });
    const page = await context.newPage();
    page.on("console", (m) => m.type() === "error" && console.error(`[${size.name}] console error: ${m.text()}`));
    page.on("pageerror", (e) => console.error(`[${size.name}] page error: ${e.message}`));
    for (const p of list) {
      await page.goto(base + p, { waitUntil: "networkidle" });
      const file = path.join(outDir, `${size.name}${p.replace(/[/?=&]+/g, "_") || "_"}.png`);
      // Phones: the first screens one by one (a very tall image is unreadable); desktops: the whole page.
      if (size.name === "phone") {
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = 0, i = 0; y < height && i < 6; y += size.height, i++)
          await page.screenshot({ path: file.replace(/\.png$/, `-${i}.png`), clip: { x: 0, y, width: size.width, height: Math.min(size.height, height - y) }, fullPage: true });
      } else await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
