import express, { type RequestHandler } from "express";

/**
 * The built client: hashed assets cached for a year, other files for an hour. The HTML shell
 * is never served as a file (pages are rendered).
 */
export function staticFiles(dir: string): RequestHandler {
  const serve = express.static(dir, {
    index: false,
    redirect: false,
    setHeaders: (res, filePath) => {
      res.setHeader(
        "Cache-Control",
        /[\\/]assets[\\/]/.test(filePath) ? "public, max-age=31536000, immutable" : "public, max-age=3600",
      );
    },
  });
  return (req, res, next) => (req.path === "/index.html" || req.path.startsWith("/.vite/") ? next() : serve(req, res, next));
}
