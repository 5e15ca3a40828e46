/**
 * The site's artwork (public/images, listed in client/src/lib/images.ts): every file the pages
 * refer to exists, has the size the pages declare, and stays light for slow connections.
 */
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  defaultProgramImage,
  founderPortrait,
  heroImage,
  imageForProgram,
  pillarImages,
  socialCard,
  type SiteImage,
} from "../../client/src/lib/images";

const publicDir = path.resolve(import.meta.dirname, "../../public");
const programSlugs = ["code-for-change", "sheleads-finance", "future-work-academy", "skills-for-green-jobs"];

const illustrations: SiteImage[] = [
  heroImage,
  founderPortrait,
  defaultProgramImage,
  ...Object.values(pillarImages),
  ...programSlugs.map(imageForProgram),
];

describe("the illustrations", () => {
  it("are all distinct files", () => {
    expect(new Set(illustrations.map((image) => image.src)).size).toBe(illustrations.length);
  });

  for (const image of illustrations) {
    it(`${image.src}: an SVG of ${image.width}×${image.height}, under 12 KB, self-contained, without text`, async () => {
      const file = path.join(publicDir, image.src);
      const svg = await readFile(file, "utf8");
      expect((await stat(file)).size).toBeLessThan(12 * 1024);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).toContain(`viewBox="0 0 ${image.width} ${image.height}"`);
      expect(svg).not.toMatch(/<image\b|data:image\//i);
      expect(svg).not.toMatch(/href="(?!#)|url\((?!#)/i);
      expect(svg).not.toMatch(/<text\b|<script\b|<foreignObject\b/i);
      expect(image.alt.en.length).toBeGreaterThan(10);
      expect(image.alt.fr.length).toBeGreaterThan(10);
    });
  }
});

describe("a program's image", () => {
  it("is the default one for a slug the editors chose, even one an object holds by inheritance", () => {
    for (const slug of ["my-new-program", "constructor", "__proto__", "toString", "valueOf", "hasOwnProperty"])
      expect(imageForProgram(slug), slug).toBe(defaultProgramImage);
  });
});

describe("the social-sharing card", () => {
  it(`is a PNG of ${socialCard.width}×${socialCard.height} under 150 KB, made from og-card.svg`, async () => {
    const png = await readFile(path.join(publicDir, socialCard.src));
    expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
    expect(png.toString("ascii", 12, 16)).toBe("IHDR");
    expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual({ width: socialCard.width, height: socialCard.height });
    expect(png.length).toBeLessThan(150 * 1024);
    const svg = await readFile(path.join(publicDir, "images/og-card.svg"), "utf8");
    expect(svg).toContain(`viewBox="0 0 ${socialCard.width} ${socialCard.height}"`);
  });
});
