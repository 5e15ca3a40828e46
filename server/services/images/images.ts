/**
 * Uploaded images in the database (docs/rules.md R35): stored with their resized copies, served by address,
 * and described for the pages that show them (a program's hero).
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { UploadedImage } from "../../../shared/api-types";
import { uploadedImagePath } from "../../../shared/paths";
import { imageVariants, images } from "../../../shared/schema";
import type { Db } from "../../db";
import { recordChange, type Actor } from "../audit/record-change";
import type { AcceptedImageType, ProcessedImage } from "./process-image";

/** Stores an image and its copies, with its audit record, in one transaction. */
export async function storeImage(db: Db, actor: Actor, source: { type: AcceptedImageType; size: number }, image: ProcessedImage) {
  return db.transaction(async (tx): Promise<UploadedImage> => {
    const [row] = await tx
      .insert(images)
      .values({ width: image.width, height: image.height, sourceType: source.type, sourceSize: source.size, createdBy: actor.userId })
      .returning();
    await tx.insert(imageVariants).values(
      image.variants.map((v) => ({ imageId: row!.id, width: v.width, height: v.height, format: v.format, bytes: v.bytes, size: v.bytes.length })),
    );
    const sizes = Object.fromEntries(image.variants.map((v) => [`${v.width}w`, v.bytes.length]));
    await recordChange(tx, actor, {
      action: "image.upload",
      entity: "image",
      entityId: row!.id,
      label: `${image.width}×${image.height} ${source.type}`,
      changes: { variants: { from: null, to: sizes } },
    });
    return describe(row!, image.variants.map((v) => v.width));
  });
}

const describe = (image: { id: string; width: number; height: number }, widths: number[]): UploadedImage => ({
  id: image.id,
  width: image.width,
  height: image.height,
  variants: [...widths].sort((a, b) => a - b).map((width) => ({ width, url: uploadedImagePath(image.id, width) })),
});

/** One copy's bytes, or null. */
export async function getImageVariant(db: Db, id: string, width: number, format: string) {
  const [row] = await db
    .select({ bytes: imageVariants.bytes })
    .from(imageVariants)
    .where(and(eq(imageVariants.imageId, id), eq(imageVariants.width, width), eq(imageVariants.format, format)))
    .limit(1);
  return row?.bytes ?? null;
}

export async function imageExists(db: Pick<Db, "select">, id: string) {
  const [row] = await db.select({ id: images.id }).from(images).where(eq(images.id, id)).limit(1);
  return row !== undefined;
}

/** The images of these ids as the pages use them (their copies' widths, not their bytes). */
export async function describeImages(db: Db, ids: (string | null)[]): Promise<Map<string, UploadedImage>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: images.id, width: images.width, height: images.height, variant: imageVariants.width })
    .from(images)
    .innerJoin(imageVariants, and(eq(imageVariants.imageId, images.id), eq(imageVariants.format, "webp")))
    .where(inArray(images.id, wanted))
    .orderBy(asc(imageVariants.width));
  const found = new Map<string, UploadedImage>();
  for (const row of rows) {
    const image = found.get(row.id) ?? describe(row, []);
    image.variants.push({ width: row.variant, url: uploadedImagePath(row.id, row.variant) });
    found.set(row.id, image);
  }
  return found;
}

/** Rows with a `heroImageId`, each with its `hero` described (null without one). */
export async function withHeroes<T extends { heroImageId: string | null }>(db: Db, rows: T[]): Promise<(T & { hero: UploadedImage | null })[]> {
  const heroes = await describeImages(db, rows.map((row) => row.heroImageId));
  return rows.map((row) => ({ ...row, hero: (row.heroImageId && heroes.get(row.heroImageId)) || null }));
}
