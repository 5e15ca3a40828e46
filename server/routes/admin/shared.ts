import type { Request } from "express";
import { z } from "zod";
import { AppError } from "../../lib/errors";
import type { Actor } from "../../services/audit/record-change";

/** The administrator making the request (the guard has checked the session). */
export const actorOf = (req: Request): Actor => {
  if (!req.user) throw new AppError("unauthorized");
  return { userId: req.user.id, username: req.user.username };
};

const uuid = z.uuid();

/** The record id of the address; an id that cannot exist is simply not found. */
export const idParam = (req: Request, notFound: string): string => {
  const parsed = uuid.safeParse(req.params.id);
  if (!parsed.success) throw new AppError("notFound", notFound);
  return parsed.data;
};
