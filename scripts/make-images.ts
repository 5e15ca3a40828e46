/**
 * Checks the site's artwork (public/images, listed in client/src/lib/images.ts) and makes the
 * social-sharing card public/images/og-card.png from public/images/og-card.svg: the SVG drawn
 * by Chromium at 1200×630 (link previews on WhatsApp, Facebook and LinkedIn need a raster
 * image). Run with `npm run images`.
 *
 * Every illustration must stay light for slow mobile connections: under 12 KB, no embedded
 * raster, no reference outside the file, no text (except on the card, which is rasterised).
 */
import { existsSync } from "node:fs";
import { readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { chromium } from "playwright-core";
import { defaultProgramImage, founderPortrait, heroImage, imageForProgram, pillarImages, socialCard } from "../client/src/lib/images";

const root = path.resolve(import.meta.dirname, "..");
const publicDir = path.join(root, "public");
const MAX_SVG_BYTES = 12 * 1024;
const MAX_PNG_BYTES = 150 * 1024;

const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromiumPath)) {
  throw new Error(`Chromium not found at ${chromiumPath}: install it with \`apt-get install -y chromium\` or set CHROMIUM_PATH`);
}

const programSlugs = ["code-for-change", "sheleads-finance", "future-work-academy", "skills-for-green-jobs"];
const illustrations = [
  heroImage,
  founderPortrait,
  defaultProgramImage,
  ...Object.values(pillarImages),
  ...programSlugs.map(imageForProgram),
];

/** What is wrong with an illustration (empty when it is fine). */
function svgProblems(svg: string, bytes: number, size: { width: number; height: number }, allowText = false): string[] {
  const problems: string[] = [];
  if (bytes >= MAX_SVG_BYTES) problems.push(`${bytes} bytes (the limit is ${MAX_SVG_BYTES})`);
  if (!svg.includes(`viewBox="0 0 ${size.width} ${size.height}"`)) problems.push(`no viewBox="0 0 ${size.width} ${size.height}"`);
  if (/<image\b/i.test(svg) || /data:image\//i.test(svg)) problems.push("embeds a raster image");
  if (/(?:xlink:)?href="(?!#)/i.test(svg) || /url\((?!#)/i.test(svg)) problems.push("refers to another file");
  if (!allowText && /<text\b/i.test(svg)) problems.push("contains text (it would need a font)");
  return problems;
}

async function checkIllustrations() {
  const problems: string[] = [];
  for (const image of illustrations) {
    const file = path.join(publicDir, image.src);
    if (!existsSync(file)) {
      problems.push(`${image.src}: missing`);
      continue;
    }
    const svg = await readFile(file, "utf8");
    for (const problem of svgProblems(svg, (await stat(file)).size, image)) problems.push(`${image.src}: ${problem}`);
  }
  if (problems.length > 0) throw new Error(`The artwork has problems:\n${problems.join("\n")}`);
  console.log(`Checked ${illustrations.length} illustrations.`);
}

/** The SVG drawn at its own size, as a PNG. */
async function renderPng(svg: string, width: number, height: number): Promise<Buffer> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  try {
    const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
    const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
    await page.setContent(
      `<!doctype html><style>html,body{margin:0}img{display:block}</style><img src="${src}" width="${width}" height="${height}" alt="">`,
    );
    await page.locator("img").evaluate((img: HTMLImageElement) => img.decode());
    return await page.screenshot({ type: "png", clip: { x: 0, y: 0, width, height } });
  } finally {
    await browser.close();
  }
}

async function makeSocialCard() {
  const source = path.join(publicDir, "images/og-card.svg");
  const target = path.join(publicDir, socialCard.src);
  const svg = await readFile(source, "utf8");
  const problems = svgProblems(svg, Buffer.byteLength(svg), socialCard, true);
  if (problems.length > 0) throw new Error(`images/og-card.svg: ${problems.join(", ")}`);
  const png = await renderPng(svg, socialCard.width, socialCard.height);
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  if (width !== socialCard.width || height !== socialCard.height) throw new Error(`The card came out ${width}×${height}`);
  if (png.length >= MAX_PNG_BYTES) throw new Error(`The card weighs ${png.length} bytes (the limit is ${MAX_PNG_BYTES})`);
  await writeFile(target, png);
  console.log(`Wrote ${path.relative(root, target)} (${width}×${height}, ${png.length} bytes).`);
}

await checkIllustrations();
await makeSocialCard();
