/**
 * The site's content as the administration edits it (docs/rules.md R33–R36; docs/content-api-contract.md):
 * programs, research articles and events created, changed, published, withdrawn and deleted, and
 * the lists the editors show (drafts included). The public reads of the same paths
 * (GET /api/programs…) are answered before these routes.
 */
import { Router, type Request } from "express";
import type { ZodType } from "zod";
import type { AdminArticlesResponse, AdminEventsResponse, AdminProgramsResponse, MarkdownPreviewResponse } from "../../../shared/content";
import {
  insertArticleSchema,
  insertEventSchema,
  insertProgramSchema,
  markdownPreviewSchema,
  patchArticleSchema,
  patchEventSchema,
  patchProgramSchema,
  programOrderSchema,
} from "../../../shared/schema";
import type { MessageResponse } from "../../../shared/api-types";
import { errorMap } from "../../../shared/validation";
import type { Db } from "../../db";
import { AppError } from "../../lib/errors";
import { apiMessages, type ApiMessages } from "../../lib/api-messages";
import { renderMarkdown } from "../../lib/markdown";
import { requestLanguage } from "../../http/request-language";
import { toJson } from "../../lib/to-json";
import type { ContentInsert, ContentPatch, ContentRow } from "../../services/content/content-kinds";
import type { ContentKind, SaveResult } from "../../services/content/content-rules";
import { createContent } from "../../services/content/create-content";
import { deleteContent } from "../../services/content/delete-content";
import { listAllContent } from "../../services/content/list-content";
import { updateContent } from "../../services/content/update-content";
import type { RunEffects } from "../../services/effects";
import { splitAt } from "../../services/events/list-events";
import { reorderPrograms } from "../../services/programs/reorder-programs";
import { imageExists, withHeroes } from "../../services/images/images";
import { actorOf, idParam } from "./shared";

type Messages = { notFound: keyof ApiMessages; slugTaken: keyof ApiMessages };

/** The row a save produced, its effects run (the save is committed), or the error the contract names for why it did not. */
async function savedRow<T>(result: SaveResult<T>, req: Request, messages: Messages, runEffects: RunEffects): Promise<T> {
  const m = apiMessages[requestLanguage(req)];
  switch (result.kind) {
    case "saved":
      await runEffects(result.effects);
      return result.row;
    case "notFound":
      throw new AppError("notFound", m[messages.notFound]);
    case "stale":
      throw new AppError("conflict", m.staleVersion);
    case "slugTaken":
      throw new AppError("conflict", m[messages.slugTaken], [{ path: "slug", message: m[messages.slugTaken], code: "taken" }]);
  }
}

/** What differs between the kinds' routes: their schemas, their words, the key of their answer. */
const routeKinds = {
  program: { insert: insertProgramSchema, patch: patchProgramSchema, messages: { notFound: "programNotFound", slugTaken: "programSlugTaken", deleted: "programDeleted" } },
  article: { insert: insertArticleSchema, patch: patchArticleSchema, messages: { notFound: "articleNotFound", slugTaken: "articleSlugTaken", deleted: "articleDeleted" } },
  event: { insert: insertEventSchema, patch: patchEventSchema, messages: { notFound: "eventNotFound", slugTaken: "eventSlugTaken", deleted: "eventDeleted" } },
} as const satisfies Record<ContentKind, { insert: ZodType; patch: ZodType; messages: Messages & { deleted: keyof ApiMessages } }>;

/** A hero (cover) image must be one uploaded (400 on the field otherwise, not the database's refusal). */
async function checkHeroImage(db: Db, req: Request, heroImageId: string | null | undefined) {
  if (!heroImageId || (await imageExists(db, heroImageId))) return;
  const message = apiMessages[requestLanguage(req)].imageNotFound;
  throw new AppError("badRequest", message, [{ path: "heroImageId", message }]);
}

/** An item as the editors see it: with its uploaded hero (cover) image described. */
const withHero = async <T extends { heroImageId: string | null }>(db: Db, item: T) => (await withHeroes(db, [item]))[0]!;

/**
 * POST/PUT/DELETE /api/programs[/:id], /api/articles[/:id] and /api/events[/:id]: `{ <kind>: item }`
 * on a save (201 on a creation), `{ message }` on a deletion.
 */
export function contentRoutes<K extends ContentKind>(db: Db, runEffects: RunEffects, kind: K) {
  const { insert, patch: patchSchema, messages } = routeKinds[kind] as (typeof routeKinds)[ContentKind];
  const answer = async (row: ContentRow<K>) => ({ [kind]: toJson(await withHero(db, row)) });
  const router = Router();
  router.post("/", async (req, res) => {
    const input = insert.parse(req.body, { error: errorMap(requestLanguage(req)) }) as ContentInsert<K>;
    await checkHeroImage(db, req, input.heroImageId);
    const row = await savedRow(await createContent(db, actorOf(req), kind, input), req, messages, runEffects);
    res.status(201).json(await answer(row));
  });
  router.put("/:id", async (req, res) => {
    const id = idParam(req, apiMessages[requestLanguage(req)][messages.notFound]);
    const patch = patchSchema.parse(req.body, { error: errorMap(requestLanguage(req)) }) as ContentPatch<K>;
    await checkHeroImage(db, req, patch.heroImageId);
    const row = await savedRow(await updateContent(db, actorOf(req), kind, id, patch), req, messages, runEffects);
    res.json(await answer(row));
  });
  router.delete("/:id", async (req, res) => {
    const m = apiMessages[requestLanguage(req)];
    const deleted = await deleteContent(db, actorOf(req), kind, idParam(req, m[messages.notFound]));
    if (!deleted) throw new AppError("notFound", m[messages.notFound]);
    await runEffects(deleted.effects);
    res.json({ message: m[messages.deleted] } satisfies MessageResponse);
  });
  return router;
}

/** Under /api/admin: the editors' lists, the order of the programs, the Markdown preview. */
export function contentAdminRoutes(db: Db, now: () => Date, runEffects: RunEffects) {
  const router = Router();
  router.get("/programs", async (_req, res) => {
    res.json({ items: toJson(await withHeroes(db, await listAllContent(db, "program"))) } satisfies AdminProgramsResponse);
  });
  router.put("/programs/order", async (req, res) => {
    const lang = requestLanguage(req);
    const { ids } = programOrderSchema.parse(req.body, { error: errorMap(lang) });
    const result = await reorderPrograms(db, actorOf(req), ids);
    if (result.kind === "incomplete") {
      const message = apiMessages[lang].programOrderIncomplete;
      throw new AppError("badRequest", message, [{ path: "ids", message }]);
    }
    await runEffects(result.effects);
    res.json({ items: toJson(await withHeroes(db, result.rows)) } satisfies AdminProgramsResponse);
  });
  router.get("/articles", async (_req, res) => {
    res.json({ items: toJson(await withHeroes(db, await listAllContent(db, "article"))) } satisfies AdminArticlesResponse);
  });
  router.get("/events", async (_req, res) => {
    const { upcoming, past } = splitAt(await listAllContent(db, "event"), now());
    res.json({ upcoming: toJson(await withHeroes(db, upcoming)), past: toJson(await withHeroes(db, past)) } satisfies AdminEventsResponse);
  });
  router.post("/markdown", (req, res) => {
    const { text } = markdownPreviewSchema.parse(req.body, { error: errorMap(requestLanguage(req)) });
    res.json({ html: renderMarkdown(text) } satisfies MarkdownPreviewResponse);
  });
  return router;
}
