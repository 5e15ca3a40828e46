/**
 * Uploaded images (the original's bytes) and their resized copies served to the pages.
 */
import { customType, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

/** Raw bytes (PostgreSQL bytea): a Buffer in, a Buffer out, whichever driver (pg or PGlite). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * An image uploaded by an administrator (a program's hero, docs/rules.md R35): its size as uploaded (after
 * the camera's orientation is applied). The file itself is not kept, only its resized copies
 * (image_variants): in the database, so that every server process and every backup has them.
 */
export const images = pgTable("images", {
  id: uuid("id").primaryKey().defaultRandom(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  /** The type the file was uploaded as (image/jpeg, image/png, image/webp) and its size in bytes. */
  sourceType: text("source_type").notNull(),
  sourceSize: integer("source_size").notNull(),
  /** Null once that administrator is removed; the audit list keeps who it was. */
  createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
export type Image = typeof images.$inferSelect;

/** One resized copy of an image, served at /images/uploads/<id>-<width>.<format> (never changes). */
export const imageVariants = pgTable(
  "image_variants",
  {
    imageId: uuid("image_id")
      .notNull()
      .references(() => images.id, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    format: text("format").notNull(),
    bytes: bytea("bytes").notNull(),
    /** Bytes, for the lists (without reading the file). */
    size: integer("size").notNull(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.format, t.width] })],
);
export type ImageVariant = typeof imageVariants.$inferSelect;
