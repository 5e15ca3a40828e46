/**
 * An uploaded image turned into what the pages serve (docs/rules.md R35): decoded with sharp (libvips) —
 * which also tells a file whose bytes are not what its type says, and a broken or truncated one —
 * then resized into responsive widths in WebP. The camera's orientation is applied and its
 * metadata (EXIF: place, device) is not kept.
 *
 * WebP only: AVIF took about 4.5 times as long here for files 10–25 % smaller (3000×2000 JPEG:
 * 0.23 s against 1.07 s for the three widths), and every browser the site supports shows WebP.
 */
import sharp, { type Metadata } from "sharp";

/** The types an administrator may upload, and the format sharp must find in the bytes. */
export const acceptedImageTypes = { "image/jpeg": "jpeg", "image/png": "png", "image/webp": "webp" } as const;
export type AcceptedImageType = keyof typeof acceptedImageTypes;
/**
 * The largest file taken: a phone's photo is 3–12 MB as the camera saves it. The admin's browser
 * makes it smaller before sending (lib/downscale-image.ts); this is for a browser that could not.
 */
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
/**
 * Pixels a file may decode to, checked from its header before anything is decoded: a small file
 * cannot claim gigabytes. 40 megapixels takes the photos of today's phones at their usual size
 * (12–24 megapixels) with room to spare.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
/**
 * The widths served (a smaller original is served at its own width as the largest). 720 is what a
 * phone's hero needs (360–412 px less the margins, at 1.75–2 device pixels per CSS pixel, as
 * Lighthouse's phone): with 800 instead, the LCP of a program page came to 1.36–1.52 s on
 * simulated slow 4G, against a budget of 1.5 s (decision 003). 960 serves a laptop's 584 px hero at
 * 1.5×, 1200 at 2×; 480 the cards.
 */
export const IMAGE_WIDTHS = [480, 720, 960, 1200] as const;
const WEBP = { quality: 75, effort: 4 } as const;

export type ProcessedImage = {
  width: number;
  height: number;
  variants: { width: number; height: number; format: "webp"; bytes: Buffer }[];
};
export type ProcessResult = { kind: "ok"; image: ProcessedImage } | { kind: "unreadable" } | { kind: "wrongType" } | { kind: "tooManyPixels" };

/** The widths to make from an original `width` pixels wide: never upscaled. */
export function variantWidths(width: number): number[] {
  const widths: number[] = IMAGE_WIDTHS.filter((w) => w < width);
  if (width <= IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!) widths.push(width);
  else widths.push(IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!);
  return [...new Set(widths)];
}

/**
 * One image at a time per server process: a decode takes tens of megabytes whatever the file's
 * size, and several uploads at once (a staff member retrying, two at work) must not add up.
 */
let queue: Promise<unknown> = Promise.resolve();

export function processImage(bytes: Buffer, type: AcceptedImageType): Promise<ProcessResult> {
  const run = queue.then(() => processNow(bytes, type));
  queue = run.catch(() => undefined);
  return run;
}

async function processNow(bytes: Buffer, type: AcceptedImageType): Promise<ProcessResult> {
  // 'truncated': a cut-off file is refused rather than served half grey. The pixel bound is
  // checked on the header (metadata) before any decoding, and by libvips again while decoding.
  const options = { failOn: "truncated", limitInputPixels: MAX_IMAGE_PIXELS, sequentialRead: true } as const;
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, options).metadata();
  } catch (error) {
    return /pixel limit/i.test(String(error)) ? { kind: "tooManyPixels" } : { kind: "unreadable" };
  }
  if (metadata.format !== acceptedImageTypes[type]) return { kind: "wrongType" };
  if (!metadata.width || !metadata.height) return { kind: "unreadable" };
  if (metadata.width * metadata.height > MAX_IMAGE_PIXELS) return { kind: "tooManyPixels" };
  // Orientations 5–8 turn the picture a quarter: its width is the stored height.
  const turned = (metadata.orientation ?? 1) >= 5;
  const width = turned ? metadata.height : metadata.width;
  const height = turned ? metadata.width : metadata.height;
  const widths = variantWidths(width);
  try {
    // Decoded once, straight to the largest copy's size (libvips streams the file and a JPEG is
    // shrunk while it is read: the whole photo is never in memory); each width is made from that.
    const { data, info } = await sharp(bytes, options)
      .rotate()
      .resize({ width: Math.max(...widths), withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const decoded = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const variants = await Promise.all(
      widths.map(async (w) => {
        const out = await decoded().resize({ width: w, withoutEnlargement: true }).webp(WEBP).toBuffer({ resolveWithObject: true });
        return { width: out.info.width, height: out.info.height, format: "webp" as const, bytes: out.data };
      }),
    );
    return { kind: "ok", image: { width, height, variants } };
  } catch (error) {
    return /pixel limit/i.test(String(error)) ? { kind: "tooManyPixels" } : { kind: "unreadable" };
  }
}
