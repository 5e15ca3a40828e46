import type { Request } from "express";
import { isLanguage, type Language } from "../../shared/domain";

/**
 * The language a request wants its answers in: `?lang=` (the admin sends its page's language,
 * since the `language` of a record it edits is the member's, not the admin's), then the
 * `language` of its body (the public forms send it), then the first language of
 * Accept-Language, else English.
 */
export function requestLanguage(req: Request): Language {
  const query = req.query?.lang;
  if (isLanguage(query)) return query;
  const body: unknown = req.body;
  if (body && typeof body === "object" && "language" in body && isLanguage(body.language)) return body.language;
  return acceptsFrench(req.get("accept-language")) ? "fr" : "en";
}

/** True when the first (preferred) language of an Accept-Language header is French. */
export function acceptsFrench(header: string | undefined): boolean {
  if (!header) return false;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((l) => l.tag && l.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.tag.startsWith("fr") ?? false;
}
