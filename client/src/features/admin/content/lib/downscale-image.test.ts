/**
 * What the browser does with a picture before uploading it: a phone's photo is redrawn at most
 * 2400 pixels on its long side, as JPEG; a PNG or WebP as WebP (which keeps transparency); a small
 * picture goes as it is. A file the browser cannot decode goes as it is too (the server decides).
 */
import { describe, expect, it } from "vitest";
import { downscaleImage, downscalePlan, LONG_SIDE } from "./downscale-image";

const MB = 1024 * 1024;

describe("downscalePlan", () => {
  it("redraws a 12-megapixel phone photo at 2400 pixels on its long side, as JPEG", () => {
    expect(downscalePlan({ width: 4000, height: 3000, type: "image/jpeg", bytes: 12 * MB })).toEqual({ kind: "redraw", width: 2400, height: 1800, type: "image/jpeg" });
    // Portrait: the height is the long side.
    expect(downscalePlan({ width: 3024, height: 4032, type: "image/jpeg", bytes: 4 * MB })).toEqual({ kind: "redraw", width: 1800, height: 2400, type: "image/jpeg" });
  });

  it("keeps a PNG's transparency: redrawn as WebP, never as JPEG", () => {
    expect(downscalePlan({ width: 5000, height: 2000, type: "image/png", bytes: 9 * MB })).toEqual({ kind: "redraw", width: 2400, height: 960, type: "image/webp" });
    expect(downscalePlan({ width: 3000, height: 3000, type: "image/webp", bytes: 2 * MB }).kind).toBe("redraw");
  });

  it("sends a small picture as it is, and only recompresses a heavy one of the right size", () => {
    expect(downscalePlan({ width: 1600, height: 1000, type: "image/jpeg", bytes: 400_000 })).toEqual({ kind: "keep" });
    expect(downscalePlan({ width: LONG_SIDE, height: 1600, type: "image/jpeg", bytes: 900_000 })).toEqual({ kind: "keep" });
    expect(downscalePlan({ width: 2000, height: 1500, type: "image/png", bytes: 6 * MB })).toEqual({ kind: "redraw", width: 2000, height: 1500, type: "image/webp" });
  });
});

describe("downscaleImage", () => {
  it("sends the original when the browser cannot decode the file", async () => {
    const file = new File([new Uint8Array([1, 2, 3])], "broken.jpg", { type: "image/jpeg" });
    expect(await downscaleImage(file)).toBe(file);
  });
});
