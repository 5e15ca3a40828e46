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
export type ProcessResult = { kind: "ok"; image: ProcessedImage } | { kind: "unreadable" } | { kind: "wrongType" } | { kind: "tooManyPixels" } | { kind: "tooMuchData" } | { kind: "tooMuchWhole"; megapixels: number };

/** The widths to make from an original `width` pixels wide: never upscaled. */
export function variantWidths(width: number): number[] {
  const widths: number[] = IMAGE_WIDTHS.filter((w) => w < width);
  if (width <= IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!) widths.push(width);
  else widths.push(IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!);
  return [...new Set(widths)];
}

/**
 * The most memory a picture may take once decoded, from its header (width × height × channels ×
 * bytes per channel): a 40-megapixel picture at 8 bits with transparency (RGBA), a phone's photo
 * of 40 megapixels (RGB), a 16-bit picture of 20 megapixels with transparency. A 16-bit file of
 * 40 megapixels would be 320 MB, however small its file.
 */
export const MAX_DECODED_BYTES = 40_000_000 * 4;
/**
 * The largest copy is made inside a box this many times taller than wide: a portrait photo fits,
 * and a narrow strip (400 × 100,000, 40 megapixels) is shrunk rather than decoded whole into the
 * "1200 wide" copy.
 */
const MAX_ASPECT = 4;

const bytesPerChannel: Record<string, number> = { uchar: 1, char: 1, ushort: 2, short: 2, uint: 4, int: 4, float: 4, complex: 8, double: 8, dpcomplex: 16 };

/** Bytes a picture takes decoded, from its header; a format it does not say counts as 16 bits. */
export const decodedBytes = (m: Pick<Metadata, "width" | "height" | "channels" | "depth">) =>
  (m.width ?? 0) * (m.height ?? 0) * (m.channels ?? 4) * (bytesPerChannel[m.depth ?? ""] ?? 2);

// The decoder's operation cache would keep the last pictures' pixels after the upload answered.
sharp.cache(false);

/** Seconds an upload refused for want of a slot is asked to wait: about one picture's time. */
export const IMAGE_BUSY_RETRY_SECONDS = 10;

/**
 * Bytes the decoder may hold at once for a picture it must read whole. An interlaced (Adam7) PNG
 * is stored in seven passes over the whole picture, and a progressive JPEG in scans of the whole
 * picture: libvips cannot read them line by line as it does other files, libpng decodes the whole
 * picture into memory (width × height × channels × bytes a channel) and libjpeg keeps every DCT
 * coefficient (2 bytes for each sample of each colour component) until the last scan. 64 MB: the
 * admin's browser sends at most 2400 pixels a side (4.3 megapixels), and a camera's progressive
 * photo of 21 megapixels (4:2:0), or 10 at full colour (4:4:4), or an interlaced PNG of 16
 * megapixels with transparency, still fits. Measured, such a decode takes the budget and about a
 * third more (docs/performance.md).
 */
export const MAX_WHOLE_DECODE_BYTES = 64_000_000;

/** Samples a pixel of a JPEG carries, from its chroma subsampling (J:a:b, and a 4th for CMYK's K). */
function jpegSamplesPerPixel(m: Pick<Metadata, "chromaSubsampling" | "channels">): number {
  const parts = /^4:([0-4]):([0-4])(?::([0-4]))?$/.exec(m.chromaSubsampling ?? "");
  // Unsaid (greyscale says nothing): every component at full resolution.
  if (!parts) return m.channels ?? 4;
  // Luma in full, each of the two chroma components in (a + b) of 8 samples, the K of CMYK in k of 4.
  const [a, b, k] = [Number(parts[1]), Number(parts[2]), Number(parts[3] ?? 0)];
  return 1 + (2 * (a + b)) / 8 + k / 4;
}

/**
 * Bytes the decoder holds at once for a file it must read whole (an interlaced PNG, a progressive
 * JPEG), from its header; 0 for a file read line by line.
 */
export function wholeDecodeBytes(m: Pick<Metadata, "format" | "isProgressive" | "width" | "height" | "channels" | "depth" | "chromaSubsampling">): number {
  if (!m.isProgressive) return 0;
  if (m.format === "png") return decodedBytes(m);
  if (m.format === "jpeg") return (m.width ?? 0) * (m.height ?? 0) * jpegSamplesPerPixel(m) * 2;
  return 0;
}

/** The megapixels (whole, at least 1) a file like this one may have to be read whole within MAX_WHOLE_DECODE_BYTES. */
export function wholeDecodeMegapixels(m: Parameters<typeof wholeDecodeBytes>[0]): number {
  const perPixel = wholeDecodeBytes({ ...m, width: 1, height: 1 });
  return Math.max(1, Math.floor(MAX_WHOLE_DECODE_BYTES / perPixel / 1_000_000));
}

/** An uploaded file turned into its copies, or why not. Call it holding an upload slot (upload-slots.ts). */
export async function processImage(bytes: Buffer, type: AcceptedImageType): Promise<ProcessResult> {
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
  if (decodedBytes(metadata) > MAX_DECODED_BYTES) return { kind: "tooMuchData" };
  if (wholeDecodeBytes(metadata) > MAX_WHOLE_DECODE_BYTES) return { kind: "tooMuchWhole", megapixels: wholeDecodeMegapixels(metadata) };
  // Orientations 5–8 turn the picture a quarter: its width is the stored height.
  const turned = (metadata.orientation ?? 1) >= 5;
  const width = turned ? metadata.height : metadata.width;
  const height = turned ? metadata.width : metadata.height;
  const widths = variantWidths(width);
  const largest = Math.max(...widths);
  try {
    // Decoded once, straight to the largest copy's size (libvips streams the file and a JPEG or
    // WebP is shrunk while it is read: the whole photo is never in memory, but for an interlaced
    // PNG or a progressive JPEG, bounded above); each width is made
    // from that. 8 bits a channel from there on: a 16-bit picture's copy is half the size.
    const { data, info } = await sharp(bytes, options)
      .rotate()
      .resize({ width: largest, height: largest * MAX_ASPECT, fit: "inside", withoutEnlargement: true })
      .toColourspace("srgb")
      .raw({ depth: "uchar" })
      .toBuffer({ resolveWithObject: true });
    const decoded = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const variants = await Promise.all(
      widths.map(async (w) => {
        const box = { width: w, height: w * MAX_ASPECT, fit: "inside", withoutEnlargement: true } as const;
        const out = await decoded().resize(box).webp(WEBP).toBuffer({ resolveWithObject: true });
        return { width: out.info.width, height: out.info.height, format: "webp" as const, bytes: out.data };
      }),
    );
    return { kind: "ok", image: { width, height, variants } };
  } catch (error) {
    return /pixel limit/i.test(String(error)) ? { kind: "tooManyPixels" } : { kind: "unreadable" };
  }
}
