/**
 * A phone's photo made smaller in the browser before it is uploaded: the camera saves 3–12 MB
 * (4000×3000 and more), the pages never show more than 1200 pixels wide (server/services/images),
 * and the staff pay for their mobile data. The picture is redrawn at most LONG_SIDE pixels on its
 * long side (twice the largest copy the server keeps, room for sharper copies later), as JPEG at
 * 0.85 — or WebP for a PNG or a WebP, which may be transparent. A picture the browser cannot
 * decode, or whose smaller copy would not be smaller, is sent as it is: the server decides.
 */

/** The long side of what is sent, in pixels. */
export const LONG_SIDE = 2400;
/** Below this, a picture that is no larger than LONG_SIDE is sent untouched (redrawing would only lose detail). */
const SMALL_FILE = 1024 * 1024;
const QUALITY = 0.85;

export type DownscalePlan = { kind: "keep" } | { kind: "redraw"; width: number; height: number; type: "image/jpeg" | "image/webp" };

/** What to do with a picture of this size, type and weight (its size after the camera's orientation). */
export function downscalePlan(image: { width: number; height: number; type: string; bytes: number }): DownscalePlan {
  const { width, height } = image;
  if (width <= 0 || height <= 0) return { kind: "keep" };
  const scale = Math.min(1, LONG_SIDE / Math.max(width, height));
  if (scale === 1 && image.bytes <= SMALL_FILE) return { kind: "keep" };
  // A JPEG has no transparency; a PNG or a WebP may: WebP keeps it, and is smaller than a PNG.
  const type = image.type === "image/jpeg" ? "image/jpeg" : "image/webp";
  return { kind: "redraw", width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)), type };
}

/** The picture to upload: a smaller copy when it pays, else the file itself. Never throws. */
export async function downscaleImage(file: File): Promise<Blob> {
  if (typeof createImageBitmap !== "function") return file;
  let bitmap: ImageBitmap;
  try {
    // Turned as the camera said (EXIF orientation), as the server would.
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return file;
  }
  try {
    const plan = downscalePlan({ width: bitmap.width, height: bitmap.height, type: file.type, bytes: file.size });
    if (plan.kind === "keep") return file;
    const blob = await draw(bitmap, plan);
    // A browser that cannot write WebP writes PNG instead, often larger: then the original goes.
    return blob && blob.size < file.size && (blob.type === "image/jpeg" || blob.type === "image/webp") ? blob : file;
  } catch {
    return file;
  } finally {
    bitmap.close();
  }
}

async function draw(bitmap: ImageBitmap, plan: Extract<DownscalePlan, { kind: "redraw" }>): Promise<Blob | null> {
  if (typeof OffscreenCanvas === "function") {
    const canvas = new OffscreenCanvas(plan.width, plan.height);
    const context = canvas.getContext("2d");
    if (!context) return null;
    paint(context, bitmap, plan);
    return canvas.convertToBlob({ type: plan.type, quality: QUALITY });
  }
  const canvas = document.createElement("canvas");
  canvas.width = plan.width;
  canvas.height = plan.height;
  const context = canvas.getContext("2d");
  if (!context) return null;
  paint(context, bitmap, plan);
  return new Promise((resolve) => canvas.toBlob(resolve, plan.type, QUALITY));
}

function paint(context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D, bitmap: ImageBitmap, plan: { width: number; height: number }) {
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = "high";
  context.drawImage(bitmap, 0, 0, plan.width, plan.height);
}
