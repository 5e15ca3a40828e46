/**
 * POST /api/admin/images (docs/rules.md R35): an administrator uploads a hero image as the request's
 * raw body (Content-Type image/jpeg, image/png or image/webp; 20 MB, 40 megapixels and 160 MB decoded
 * at most) → 201 { image } with the addresses of its resized copies; 503 with Retry-After while two
 * others are decoded and the wait is long. Mounted on /api before the JSON parser, which
 * refuses other bodies: the guard runs first, so nobody signed out gets 20 MB read.
 */
import express, { Router, type ErrorRequestHandler, type Request, type RequestHandler, type Response } from "express";
import type { ImageUploadResponse } from "../../../shared/api-types";
import { apiPaths } from "../../../shared/paths";
import { AppError } from "../../lib/errors";
import { apiMessages } from "../../lib/api-messages";
import { requestLanguage } from "../../http/request-language";
import { storeImage } from "../../services/images/images";
import {
  acceptedImageTypes,
  IMAGE_BUSY_RETRY_SECONDS,
  MAX_IMAGE_BYTES,
  type AcceptedImageType,
  type ImageProcessor,
} from "../../services/images/process-image";
import { adminGuard, type AdminDeps } from "./index";
import { actorOf } from "./shared";

const types = Object.keys(acceptedImageTypes) as AcceptedImageType[];

/** 415 before reading a body of another type; 413 before reading one that says it is too long. */
const acceptable: RequestHandler = (req, _res, next) => {
  const m = apiMessages[requestLanguage(req)];
  if (!req.is(types)) return next(new AppError("unsupportedMediaType", m.imageTypeNotAccepted));
  if (Number(req.headers["content-length"] ?? 0) > MAX_IMAGE_BYTES) return next(new AppError("payloadTooLarge", m.imageTooLarge));
  next();
};

/** The body parser's own limit (a body without Content-Length, or a compressed one) says it in the same words. */
const parserErrors: ErrorRequestHandler = (error, req, _res, next) => {
  const m = apiMessages[requestLanguage(req)];
  const type = (error as { type?: unknown } | null)?.type;
  if (type === "entity.too.large") return next(new AppError("payloadTooLarge", m.imageTooLarge));
  next(error);
};

export function imageUploadRoutes(deps: AdminDeps & { processImage: ImageProcessor }) {
  const router = Router();
  router.post(
    apiPaths.admin.images.replace(/^\/api/, ""),
    ...adminGuard(deps),
    acceptable,
    express.raw({ type: types, limit: MAX_IMAGE_BYTES }),
    parserErrors,
    async (req: Request, res: Response) => {
      const m = apiMessages[requestLanguage(req)];
      const body: unknown = req.body;
      if (!Buffer.isBuffer(body) || body.length === 0) throw new AppError("badRequest", m.imageUnreadable);
      const type = types.find((t) => req.is(t))!;
      const result = await deps.processImage(body, type);
      if (result.kind === "wrongType") throw new AppError("badRequest", m.imageWrongType);
      if (result.kind === "unreadable") throw new AppError("badRequest", m.imageUnreadable);
      if (result.kind === "tooManyPixels") throw new AppError("payloadTooLarge", m.imageTooManyPixels);
      if (result.kind === "tooMuchData") throw new AppError("payloadTooLarge", m.imageTooMuchData);
      if (result.kind === "busy") {
        res.set("Retry-After", String(IMAGE_BUSY_RETRY_SECONDS));
        throw new AppError("unavailable", m.imageBusy);
      }
      const image = await storeImage(deps.db, actorOf(req), { type, size: body.length }, result.image);
      res.status(201).json({ image } satisfies ImageUploadResponse);
    },
  );
  return router;
}
