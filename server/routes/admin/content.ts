/**
 * The site's content as the administration edits it (docs/rules.md R33–R36; docs/content-api-contract.md):
 * programs, research articles and events created, changed, published, withdrawn and deleted, and
 * the lists the editors show (drafts included). The public reads of the same paths
 * (GET /api/programs…) are answered before these routes.
 */
import { Router, type Request } from "express";
import type {
  AdminArticlesResponse,
  AdminEventsResponse,
  AdminProgramsResponse,
  ArticleResponse,
  EventResponse,
  MarkdownPreviewResponse,
  ProgramResponse,
} from "../../../shared/content";
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
import { createArticle } from "../../services/articles/create-article";
import { deleteArticle } from "../../services/articles/delete-article";
import { listAllArticles } from "../../services/articles/list-articles";
import { updateArticle } from "../../services/articles/update-article";
import type { SaveResult } from "../../services/content/content-rules";
import type { RunEffects } from "../../services/effects";
import { createEvent } from "../../services/events/create-event";
import { deleteEvent } from "../../services/events/delete-event";
import { listEvents } from "../../services/events/list-events";
import { updateEvent } from "../../services/events/update-event";
import { createProgram } from "../../services/programs/create-program";
import { deleteProgram } from "../../services/programs/delete-program";
import { listAllPrograms } from "../../services/programs/list-programs";
import { reorderPrograms } from "../../services/programs/reorder-programs";
import { updateProgram } from "../../services/programs/update-program";
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
      throw new AppError("conflict", m[messages.slugTaken], [{ path: "slug", message: m[messages.slugTaken] }]);
  }
}

const programMessages: Messages = { notFound: "programNotFound", slugTaken: "programSlugTaken" };
const articleMessages: Messages = { notFound: "articleNotFound", slugTaken: "articleSlugTaken" };
const eventMessages: Messages = { notFound: "eventNotFound", slugTaken: "eventSlugTaken" };

/** A hero (cover) image must be one uploaded (400 on the field otherwise, not the database's refusal). */
async function checkHeroImage(db: Db, req: Request, heroImageId: string | null | undefined) {
  if (!heroImageId || (await imageExists(db, heroImageId))) return;
  const message = apiMessages[requestLanguage(req)].imageNotFound;
  throw new AppError("badRequest", message, [{ path: "heroImageId", message }]);
}

/** An item as the editors see it: with its uploaded hero (cover) image described. */
const withHero = async <T extends { heroImageId: string | null }>(db: Db, item: T) => (await withHeroes(db, [item]))[0]!;

/** POST/PUT/DELETE /api/programs[/:id]. */
export function programRoutes(db: Db, runEffects: RunEffects) {
  const router = Router();
  router.post("/", async (req, res) => {
    const input = insertProgramSchema.parse(req.body, { error: errorMap(requestLanguage(req)) });
    await checkHeroImage(db, req, input.heroImageId);
    const program = await savedRow(await createProgram(db, actorOf(req), input), req, programMessages, runEffects);
    res.status(201).json({ program: toJson(await withHero(db, program)) } satisfies ProgramResponse);
  });
  router.put("/:id", async (req, res) => {
    const id = idParam(req, apiMessages[requestLanguage(req)].programNotFound);
    const patch = patchProgramSchema.parse(req.body, { error: errorMap(requestLanguage(req)) });
    await checkHeroImage(db, req, patch.heroImageId);
    const program = await savedRow(await updateProgram(db, actorOf(req), id, patch), req, programMessages, runEffects);
    res.json({ program: toJson(await withHero(db, program)) } satisfies ProgramResponse);
  });
  router.delete("/:id", async (req, res) => {
    const m = apiMessages[requestLanguage(req)];
    const deleted = await deleteProgram(db, actorOf(req), idParam(req, m.programNotFound));
    if (!deleted) throw new AppError("notFound", m.programNotFound);
    await runEffects(deleted.effects);
    res.json({ message: m.programDeleted } satisfies MessageResponse);
  });
  return router;
}

/** POST/PUT/DELETE /api/articles[/:id]. */
export function articleRoutes(db: Db, runEffects: RunEffects) {
  const router = Router();
  router.post("/", async (req, res) => {
    const input = insertArticleSchema.parse(req.body, { error: errorMap(requestLanguage(req)) });
    await checkHeroImage(db, req, input.heroImageId);
    const article = await savedRow(await createArticle(db, actorOf(req), input), req, articleMessages, runEffects);
    res.status(201).json({ article: toJson(await withHero(db, article)) } satisfies ArticleResponse);
  });
  router.put("/:id", async (req, res) => {
    const id = idParam(req, apiMessages[requestLanguage(req)].articleNotFound);
    const patch = patchArticleSchema.parse(req.body, { error: errorMap(requestLanguage(req)) });
    await checkHeroImage(db, req, patch.heroImageId);
    const article = await savedRow(await updateArticle(db, actorOf(req), id, patch), req, articleMessages, runEffects);
    res.json({ article: toJson(await withHero(db, article)) } satisfies ArticleResponse);
  });
  router.delete("/:id", async (req, res) => {
    const m = apiMessages[requestLanguage(req)];
    const deleted = await deleteArticle(db, actorOf(req), idParam(req, m.articleNotFound));
    if (!deleted) throw new AppError("notFound", m.articleNotFound);
    await runEffects(deleted.effects);
    res.json({ message: m.articleDeleted } satisfies MessageResponse);
  });
  return router;
}

/** POST/PUT/DELETE /api/events[/:id]. */
export function eventRoutes(db: Db, runEffects: RunEffects) {
  const router = Router();
  router.post("/", async (req, res) => {
    const input = insertEventSchema.parse(req.body, { error: errorMap(requestLanguage(req)) });
    await checkHeroImage(db, req, input.heroImageId);
    const event = await savedRow(await createEvent(db, actorOf(req), input), req, eventMessages, runEffects);
    res.status(201).json({ event: toJson(await withHero(db, event)) } satisfies EventResponse);
  });
  router.put("/:id", async (req, res) => {
    const id = idParam(req, apiMessages[requestLanguage(req)].eventNotFound);
    const patch = patchEventSchema.parse(req.body, { error: errorMap(requestLanguage(req)) });
    await checkHeroImage(db, req, patch.heroImageId);
    const event = await savedRow(await updateEvent(db, actorOf(req), id, patch), req, eventMessages, runEffects);
    res.json({ event: toJson(await withHero(db, event)) } satisfies EventResponse);
  });
  router.delete("/:id", async (req, res) => {
    const m = apiMessages[requestLanguage(req)];
    const deleted = await deleteEvent(db, actorOf(req), idParam(req, m.eventNotFound));
    if (!deleted) throw new AppError("notFound", m.eventNotFound);
    await runEffects(deleted.effects);
    res.json({ message: m.eventDeleted } satisfies MessageResponse);
  });
  return router;
}

/** Under /api/admin: the editors' lists, the order of the programs, the Markdown preview. */
export function contentAdminRoutes(db: Db, now: () => Date, runEffects: RunEffects) {
  const router = Router();
  router.get("/programs", async (_req, res) => {
    res.json({ items: toJson(await withHeroes(db, await listAllPrograms(db))) } satisfies AdminProgramsResponse);
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
    res.json({ items: toJson(await withHeroes(db, await listAllArticles(db))) } satisfies AdminArticlesResponse);
  });
  router.get("/events", async (_req, res) => {
    const { upcoming, past } = await listEvents(db, now(), { includeDrafts: true });
    res.json({ upcoming: toJson(await withHeroes(db, upcoming)), past: toJson(await withHeroes(db, past)) } satisfies AdminEventsResponse);
  });
  router.post("/markdown", (req, res) => {
    const { text } = markdownPreviewSchema.parse(req.body, { error: errorMap(requestLanguage(req)) });
    res.json({ html: renderMarkdown(text) } satisfies MarkdownPreviewResponse);
  });
  return router;
}
