/**
 * What a picture read whole (an interlaced PNG, a progressive JPEG) holds in its decoder, from its
 * header (docs/decisions/025), and the megapixels the refusal names.
 */
import { describe, expect, it } from "vitest";
import { MAX_WHOLE_DECODE_BYTES, wholeDecodeBytes, wholeDecodeMegapixels } from "./process-image";

const picture = (over: Partial<Parameters<typeof wholeDecodeBytes>[0]>) =>
  ({ format: "jpeg", isProgressive: true, width: 1000, height: 1000, channels: 3, depth: "uchar", ...over }) as const;

describe("wholeDecodeBytes", () => {
  it("is 0 for a file read line by line, and for WebP", () => {
    expect(wholeDecodeBytes(picture({ isProgressive: false, chromaSubsampling: "4:4:4" }))).toBe(0);
    expect(wholeDecodeBytes(picture({ format: "png", isProgressive: false, channels: 4 }))).toBe(0);
    expect(wholeDecodeBytes(picture({ format: "webp" }))).toBe(0);
  });

  it("counts a progressive JPEG's DCT coefficients: 2 bytes a sample, from its chroma subsampling", () => {
    expect(wholeDecodeBytes(picture({ chromaSubsampling: "4:2:0" }))).toBe(3_000_000);
    expect(wholeDecodeBytes(picture({ chromaSubsampling: "4:2:2" }))).toBe(4_000_000);
    expect(wholeDecodeBytes(picture({ chromaSubsampling: "4:4:4" }))).toBe(6_000_000);
    expect(wholeDecodeBytes(picture({ chromaSubsampling: "4:4:4:4", channels: 4 }))).toBe(8_000_000);
    expect(wholeDecodeBytes(picture({ chromaSubsampling: "4:2:0:4", channels: 4 }))).toBe(5_000_000);
    // Greyscale says no subsampling: its one component.
    expect(wholeDecodeBytes(picture({ chromaSubsampling: undefined, channels: 1 }))).toBe(2_000_000);
  });

  it("counts an interlaced PNG's decoded pixels: channels × bytes a channel", () => {
    expect(wholeDecodeBytes(picture({ format: "png", channels: 4 }))).toBe(4_000_000);
    expect(wholeDecodeBytes(picture({ format: "png", channels: 4, depth: "ushort" }))).toBe(8_000_000);
  });
});

describe("wholeDecodeMegapixels", () => {
  it("names the megapixels a file like this one may have within the budget", () => {
    expect(MAX_WHOLE_DECODE_BYTES).toBe(64_000_000);
    expect(wholeDecodeMegapixels(picture({ chromaSubsampling: "4:2:0" }))).toBe(21);
    expect(wholeDecodeMegapixels(picture({ chromaSubsampling: "4:4:4" }))).toBe(10);
    expect(wholeDecodeMegapixels(picture({ format: "png", channels: 4 }))).toBe(16);
    expect(wholeDecodeMegapixels(picture({ format: "png", channels: 4, depth: "ushort" }))).toBe(8);
  });
});
