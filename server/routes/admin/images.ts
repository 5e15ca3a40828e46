/**
 * POST /api/admin/images (docs/rules.md R35): an administrator uploads a hero image as the request's
 * raw body (Content-Type image/jpeg, image/png or image/webp; 20 MB, 40 megapixels and 160 MB decoded
 * at most, 64 MB for a picture read whole) → 201 { image } with the addresses of its resized copies.
 * Mounted on /api before the JSON parser, which refuses other bodies.
 *
 * Memory is bounded whatever arrives (docs/decisions/025): the guard runs first, so nobody signed
 * out gets a byte read; then the upload takes its slot (upload-slots.ts) BEFORE its body is read, and
 * waits for it with its body unread, or is answered 503 with Retry-After once the wait is long; the
 * body is then read up to 20 MB, refused (413) as soon as it goes past.
 */
import express, { Router, type Request, type Response } from "express";
import type { ImageUploadResponse } from "../../../shared/api-types";
import { apiPaths } from "../../../shared/paths";
import { AppError } from "../../lib/errors";
import { apiMessages } from "../../lib/api-messages";
import { requestLanguage } from "../../http/request-language";
import { storeImage } from "../../services/images/images";
import { acceptedImageTypes, IMAGE_BUSY_RETRY_SECONDS, MAX_IMAGE_BYTES, processImage, type AcceptedImageType } from "../../services/images/process-image";
import type { UploadSlots } from "../../services/images/upload-slots";
import { adminGuard, type AdminDeps } from "./index";
import { actorOf } from "./shared";

const types = Object.keys(acceptedImageTypes) as AcceptedImageType[];
const rawBody = express.raw({ type: types, limit: MAX_IMAGE_BYTES });

/** The client went away before its body was read: nobody is left to answer. */
class ClientGone extends Error {}

/**
 * The body, read now (body-parser: counted while it streams, refused past `limit`, a compressed one
 * inflated), or ClientGone when the connection closes first: the slot is never held by a body
 * that will not come.
 */
function readBody(req: Request, res: Response): Promise<unknown> {
  return new Promise((resolve, reject) => {
    if (req.destroyed || res.closed) return reject(new ClientGone());
    const gone = () => reject(new ClientGone());
    res.once("close", gone);
    void rawBody(req, res, (error?: unknown) => {
      res.off("close", gone);
      if (error) reject(error instanceof Error ? error : new Error(String(error)));
      else resolve(req.body);
    });
  });
}

export function imageUploadRoutes(deps: AdminDeps & { uploadSlots: UploadSlots }) {
  const router = Router();
  router.post(apiPaths.admin.images.replace(/^\/api/, ""), ...adminGuard(deps), async (req: Request, res: Response) => {
    const m = apiMessages[requestLanguage(req)];
    // 415 before reading a body of another type; 413 before reading one that says it is too long.
    if (!req.is(types)) throw new AppError("unsupportedMediaType", m.imageTypeNotAccepted);
    if (Number(req.headers["content-length"] ?? 0) > MAX_IMAGE_BYTES) throw new AppError("payloadTooLarge", m.imageTooLarge);

    const left = new AbortController();
    const leave = () => left.abort();
    res.once("close", leave);
    const release = await deps.uploadSlots.take(left.signal);
    res.off("close", leave);
    if (!release) {
      if (left.signal.aborted) return;
      res.set("Retry-After", String(IMAGE_BUSY_RETRY_SECONDS));
      throw new AppError("unavailable", m.imageBusy);
    }
    try {
      let body: unknown;
      try {
        body = await readBody(req, res);
      } catch (error) {
        if (error instanceof ClientGone) return;
        // The body parser's own limit (a body without Content-Length, or a compressed one) says it in the same words.
        if ((error as { type?: unknown }).type === "entity.too.large") throw new AppError("payloadTooLarge", m.imageTooLarge);
        throw error;
      }
      if (!Buffer.isBuffer(body) || body.length === 0) throw new AppError("badRequest", m.imageUnreadable);
      const type = types.find((t) => req.is(t))!;
      const result = await processImage(body, type);
      if (result.kind === "wrongType") throw new AppError("badRequest", m.imageWrongType);
      if (result.kind === "unreadable") throw new AppError("badRequest", m.imageUnreadable);
      if (result.kind === "tooManyPixels") throw new AppError("payloadTooLarge", m.imageTooManyPixels);
      if (result.kind === "tooMuchData") throw new AppError("payloadTooLarge", m.imageTooMuchData);
      if (result.kind === "tooMuchWhole") throw new AppError("payloadTooLarge", m.imageReadWhole.replace("{megapixels}", String(result.megapixels)));
      const image = await storeImage(deps.db, actorOf(req), { type, size: body.length }, result.image);
      res.status(201).json({ image } satisfies ImageUploadResponse);
    } finally {
      release();
    }
  });
  return router;
}
