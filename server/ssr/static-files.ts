import { existsSync } from "node:fs";
import path from "node:path";
import express, { type RequestHandler } from "express";

const cacheControl = (filePath: string) =>
  /[\\/]assets[\\/]/.test(filePath) ? "public, max-age=31536000, immutable" : "public, max-age=3600";

/**
 * The built client: hashed assets cached for a year, other files for an hour, each sent in its
 * precompressed form (brotli, else gzip) when the browser accepts it. The HTML shell is never
 * served as a file (pages are rendered).
 */
export function staticFiles(dir: string): RequestHandler {
  const root = path.resolve(dir);
  const serve = express.static(root, {
    index: false,
    redirect: false,
    setHeaders: (res, filePath) => res.setHeader("Cache-Control", cacheControl(filePath)),
  });

  return (req, res, next) => {
    if (req.path === "/index.html" || req.path.startsWith("/.vite/")) return next();
    if (req.method !== "GET" && req.method !== "HEAD") return serve(req, res, next);
    const file = path.join(root, path.normalize(decodeURIComponent(req.path)));
    if (!file.startsWith(root + path.sep)) return next();
    // Brotli whenever the browser takes it (Chrome lists gzip first, with the same weight).
    const encoding = req.acceptsEncodings("br") ? "br" : req.acceptsEncodings("gzip") ? "gzip" : null;
    const encoded = encoding ? `${file}.${encoding === "br" ? "br" : "gz"}` : null;
    if (!encoded || !existsSync(encoded) || !existsSync(file)) return serve(req, res, next);
    res.setHeader("Content-Encoding", encoding!);
    res.setHeader("Vary", "Accept-Encoding");
    res.type(path.extname(file));
    res.sendFile(encoded, { headers: { "Cache-Control": cacheControl(file) }, lastModified: true }, (error) => error && next(error));
  };
}
