import { readdirSync } from "node:fs";
import path from "node:path";
import express, { type RequestHandler, type Response } from "express";

const isHashed = (filePath: string) => /[\\/]assets[\\/]/.test(filePath);

/**
 * The headers of a file: hashed assets are cached for a year and never revalidated (no ETag or
 * Last-Modified to send), other files for an hour. The page's security headers (CSP, HSTS,
 * framing…) concern documents and are not repeated on every script and image: on a slow, costly
 * link a page's dozen files would otherwise carry ~10 KB of headers. An SVG opened on its own is a
 * document, so it gets a policy that lets it run nothing.
 */
function setFileHeaders(res: Response, servedPath: string) {
  // A precompressed file is sent for the file it encodes.
  const encoding = servedPath.endsWith(".br") ? "br" : servedPath.endsWith(".gz") ? "gzip" : null;
  const filePath = encoding ? servedPath.replace(/\.(br|gz)$/, "") : servedPath;
  if (encoding) {
    res.setHeader("Content-Encoding", encoding);
    res.setHeader("Vary", "Accept-Encoding");
    res.type(path.extname(filePath));
  }
  res.setHeader("Cache-Control", isHashed(filePath) ? "public, max-age=31536000, immutable" : "public, max-age=3600");
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
  // (The site's drawings style with presentation attributes, which the policy does not restrict.)
  if (filePath.endsWith(".svg")) res.setHeader("Content-Security-Policy", "default-src 'none'; img-src data:");
  // A PDF opens as a document of its own: no other site may frame it (clickjacking), as no page may be.
  if (filePath.endsWith(".pdf")) res.setHeader("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'");
}

/**
 * The built client, each file sent in its precompressed form (brotli, else gzip) when the browser
 * accepts it. Mounted before the page middleware (see setFileHeaders). The HTML shell is never
 * served as a file (pages are rendered).
 */
export function staticFiles(dir: string): RequestHandler {
  const root = path.resolve(dir);
  const options = { index: false, redirect: false, setHeaders: setFileHeaders } as const;
  const hashed = express.static(root, { ...options, etag: false, lastModified: false, acceptRanges: false });
  const revalidated = express.static(root, options);
  // The build does not change while the server runs: its files are listed once, so that a page's
  // address (most requests) costs no look at the disk (a stat, and a 404 error object, each time).
  const files = new Set(
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name)),
  );

  return (req, res, next) => {
    if (req.path === "/index.html" || req.path.startsWith("/.vite/") || /\.(br|gz)$/.test(req.path)) return next();
    let file: string;
    try {
      file = path.join(root, path.normalize(decodeURIComponent(req.path)));
    } catch {
      return next(); // a malformed escape names no file
    }
    if (!files.has(file)) return next();
    const serve = isHashed(file) ? hashed : revalidated;
    // Brotli whenever the browser takes it (Chrome lists gzip first, with the same weight).
    const encoding = req.acceptsEncodings("br") ? "br" : req.acceptsEncodings("gzip") ? "gz" : null;
    // setFileHeaders then sends it for the file it encodes, with Vary: Accept-Encoding.
    if ((req.method === "GET" || req.method === "HEAD") && encoding && files.has(`${file}.${encoding}`)) {
      req.url = `${req.path}.${encoding}`;
    }
    serve(req, res, next);
  };
}

/**
 * The rest of a page's styles (critical-css/), at the address its page names: a built file in
 * all but name (the address holds the stylesheet's hash), with the same headers.
 */
export function restStylesheets(restStyles: (path: string) => string | null): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !req.path.endsWith(".css")) return next();
    const css = restStyles(req.path);
    if (css === null) return next();
    setFileHeaders(res, req.path); // under /assets/: cached for a year
    res.type("css").send(css);
  };
}
