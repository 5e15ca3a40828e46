/**
 * Makes public/favicon.ico from public/favicon.svg: the SVG drawn by Chromium at 16, 32 and
 * 48 px on a transparent background, the PNGs stored in one ICO file (PNG inside ICO is valid
 * since Windows Vista and read by every browser). Run with `npm run favicon`.
 */
import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { chromium } from "playwright-core";

const root = path.resolve(import.meta.dirname, "..");
const source = path.join(root, "public/favicon.svg");
const target = path.join(root, "public/favicon.ico");
const sizes = [16, 32, 48] as const;

const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromiumPath)) {
  throw new Error(`Chromium not found at ${chromiumPath}: install it with \`apt-get install -y chromium\` or set CHROMIUM_PATH`);
}

/** The SVG as a PNG of size × size pixels, transparent where the SVG draws nothing. */
async function renderPngs(svg: string): Promise<Map<number, Buffer>> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  try {
    const pngs = new Map<number, Buffer>();
    const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
    for (const size of sizes) {
      const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
      await page.setContent(
        `<!doctype html><style>html,body{margin:0;background:transparent}img{display:block}</style>` +
          `<img src="${src}" width="${size}" height="${size}" alt="">`,
      );
      await page.locator("img").evaluate((img: HTMLImageElement) => img.decode());
      pngs.set(size, await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } }));
      await page.close();
    }
    return pngs;
  } finally {
    await browser.close();
  }
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  if (png.readUInt32BE(0) !== 0x89504e47 || png.toString("ascii", 12, 16) !== "IHDR") throw new Error("not a PNG");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** ICONDIR (6 bytes), one ICONDIRENTRY (16 bytes) per image, then the images. */
function icoFromPngs(pngs: Map<number, Buffer>): Buffer {
  const images = [...pngs.values()];
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach((png, i) => {
    const { width, height } = pngSize(png);
    const entry = 6 + 16 * i;
    header.writeUInt8(width >= 256 ? 0 : width, entry); // 0 means 256
    header.writeUInt8(height >= 256 ? 0 : height, entry + 1);
    header.writeUInt8(0, entry + 2); // colours in the palette: none
    header.writeUInt8(0, entry + 3); // reserved
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images]);
}

const pngs = await renderPngs(await readFile(source, "utf8"));
for (const [size, png] of pngs) {
  const actual = pngSize(png);
  if (actual.width !== size || actual.height !== size) {
    throw new Error(`The ${size} px rendering came out ${actual.width}×${actual.height}`);
  }
}
const ico = icoFromPngs(pngs);
await writeFile(target, ico);
console.log(`Wrote ${path.relative(root, target)} (${sizes.join(", ")} px, ${ico.length} bytes).`);
