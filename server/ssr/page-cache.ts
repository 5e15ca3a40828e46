/**
 * Pages rendered once and served many times (docs/decisions/007-page-cache.md).
 *
 * A public page changes when an administrator changes the content (content-changes.ts says so to
 * every process, and the cache empties), or with time (an event becomes past, the year in the
 * footer): an entry lives at most `ttlMs`. Each entry keeps its body compressed with brotli and
 * gzip, each made once, on first demand, at the highest quality: the server no longer compresses
 * the same page on every request.
 */
import { createHash } from "node:crypto";
import type { Request, Response } from "express";
import type { ContentChanges } from "../db/content-changes";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type PageEncoding = "br" | "gzip" | "identity";

export type CachedPage = {
  headers: Record<string, string>;
  /** A weak validator of the page's text, the same whatever the encoding. */
  etag: string;
  /** The body for an encoding the client accepts, compressed the first time it is asked for. */
  bodyFor(encoding: PageEncoding): Promise<Buffer>;
  expiresAt: number;
};

export type PageCache = {
  get(key: string): CachedPage | undefined;
  set(key: string, headers: Record<string, string>, html: string): CachedPage;
  clear(): void;
};

export type PageCacheOptions = {
  /** At most this many pages (the least recently used go first): query strings cannot fill the memory. */
  maxEntries?: number;
  ttlMs?: number;
  now?: () => number;
};

export function createPageCache(options: PageCacheOptions = {}): PageCache {
  const { maxEntries = 500, ttlMs = 60_000, now = Date.now } = options;
  const pages = new Map<string, CachedPage>();

  return {
    get(key) {
      const page = pages.get(key);
      if (!page) return undefined;
      pages.delete(key);
      if (page.expiresAt <= now()) return undefined;
      pages.set(key, page); // most recently used last
      return page;
    },
    set(key, headers, html) {
      const body = Buffer.from(html, "utf8");
      // The compressed bodies made so far (promises: two requests never compress twice).
      const encoded: Partial<Record<PageEncoding, Promise<Buffer>>> = { identity: Promise.resolve(body) };
      const page: CachedPage = {
        headers,
        etag: weakEtag(body),
        bodyFor: (encoding) => (encoded[encoding] ??= compress(body, encoding as "br" | "gzip")),
        expiresAt: now() + ttlMs,
      };
      pages.delete(key);
      pages.set(key, page);
      while (pages.size > maxEntries) pages.delete(pages.keys().next().value!);
      return page;
    },
    clear: () => pages.clear(),
  };
}

const compress = (body: Buffer, encoding: "br" | "gzip") =>
  encoding === "br"
    ? brotli(body, {
        params: {
          [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
          [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipAsync(body, { level: zlibConstants.Z_BEST_COMPRESSION });

const weakEtag = (body: Buffer) => `W/"${body.length.toString(16)}-${createHash("sha1").update(body).digest("base64url").slice(0, 27)}"`;

/**
 * The cache as the page and API handlers use it: nothing is served from it while this process
 * could miss a change, and nothing rendered across a change is kept.
 */
export type KeptResponses = {
  /** The response kept for `key`, or how to keep the one about to be rendered. */
  lookup(key: string): { hit: CachedPage } | { hit: undefined; keep(headers: Record<string, string>, body: string): CachedPage | undefined };
};

export function keptResponses(pages: PageCache, changes: ContentChanges): KeptResponses {
  // Raised by every change: a rendering that began before it is not kept.
  let generation = 0;
  changes.onChange(() => {
    generation += 1;
    pages.clear();
  });
  const keepNothing = () => undefined;
  return {
    lookup(key) {
      if (!changes.listening) return { hit: undefined, keep: keepNothing };
      const hit = pages.get(key);
      if (hit) return { hit };
      const startedAt = generation;
      return { hit: undefined, keep: (headers, body) => (changes.listening && generation === startedAt ? pages.set(key, headers, body) : undefined) };
    },
  };
}

/** A kept response: 304 when the client has it, else the body in the best encoding it accepts. */
export async function sendKept(req: Request, res: Response, page: CachedPage) {
  res.status(200).set(page.headers).set("ETag", page.etag).vary("Accept-Encoding");
  if (req.fresh) return void res.status(304).end();
  const encoding = pickEncoding(req.get("accept-encoding"));
  const body = await page.bodyFor(encoding);
  if (encoding !== "identity") res.set("Content-Encoding", encoding);
  res.set("Content-Length", String(body.length)).end(req.method === "HEAD" ? undefined : body);
}

/** The encoding to send for an Accept-Encoding header: brotli, else gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined): PageEncoding {
  const header = acceptEncoding ?? "";
  let encoding = encodingsSeen.get(header);
  if (encoding === undefined) {
    encoding = parseAcceptEncoding(header);
    // Browsers send a handful of different headers: remember them (a bounded few).
    if (encodingsSeen.size < 100) encodingsSeen.set(header, encoding);
  }
  return encoding;
}
const encodingsSeen = new Map<string, PageEncoding>();

function parseAcceptEncoding(header: string): PageEncoding {
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(",")) {
    const [name = "", ...params] = part.trim().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get("*") ?? 0;
  if (weight("br") > 0) return "br";
  if (weight("gzip") > 0) return "gzip";
  return "identity";
}
