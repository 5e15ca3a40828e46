/**
 * GET /images/uploads/<id>-<width>.webp (docs/rules.md R35): an uploaded image's resized copy, from the
 * database, to anyone. An id never changes what it shows (a new upload is a new id), so browsers
 * and any cache in front keep it a year without asking again.
 */
import { Router } from "express";
import { z } from "zod";
import type { Db } from "../db";
import { getImageVariant } from "../services/images/images";

const FILE = /^\/([0-9a-f-]{36})-(\d{1,5})\.webp$/;
const uuid = z.uuid();

/** Mounted before the pages: anything else under /images/uploads/ is a plain 404, not a page. */
export function uploadedImageRoutes(db: Db) {
  const router = Router();
  router.use("/images/uploads", async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const [, id, width] = FILE.exec(req.path) ?? [];
    const bytes = id && width && uuid.safeParse(id).success ? await getImageVariant(db, id, Number(width), "webp") : null;
    if (!bytes) return res.status(404).set({ "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" }).type("text").send("Not found");
    res
      .set({
        "Content-Type": "image/webp",
        "Cache-Control": "public, max-age=31536000, immutable",
        "X-Content-Type-Options": "nosniff",
        "Cross-Origin-Resource-Policy": "same-origin",
      })
      .send(bytes);
  });
  return router;
}
