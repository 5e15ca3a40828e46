import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import express from "express";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restStylesheets, staticFiles } from "../../server/ssr/static-files";

let dir: string;
const script = "console.log('hello from a hashed asset');".repeat(50);
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "static-"));
  await mkdir(path.join(dir, "assets"));
  await writeFile(path.join(dir, "assets/app-abc123.js"), script);
  await writeFile(path.join(dir, "assets/app-abc123.js.br"), brotliCompressSync(script));
  await writeFile(path.join(dir, "assets/app-abc123.js.gz"), gzipSync(script));
  await writeFile(path.join(dir, "robots-note.txt"), "plain");
  await writeFile(path.join(dir, "picture.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(dir, "index.html"), "<!--app-html-->");
  await writeFile(path.join(dir, "statutes.pdf"), "%PDF-1.7");
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const app = () => express().use(staticFiles(dir)).use((_req, res) => res.status(404).send("not found"));

describe("static files of the build", () => {
  it("gives a PDF, a document of its own, a policy that no site may frame it", async () => {
    const res = await request(app()).get("/statutes.pdf").expect(200);
    expect(res.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("sends the brotli file to a browser that takes it, cached for a year", async () => {
    const res = await request(app()).get("/assets/app-abc123.js").set("Accept-Encoding", "gzip, deflate, br, zstd").expect(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/javascript/);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.text).toBe(script);
  });

  it("sends gzip, or the file itself, to others", async () => {
    const gz = await request(app()).get("/assets/app-abc123.js").set("Accept-Encoding", "gzip").expect(200);
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.text).toBe(script);
    const plain = await request(app()).get("/assets/app-abc123.js").set("Accept-Encoding", "identity").expect(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.text).toBe(script);
  });

  it("caches other files for an hour and never serves the HTML shell or anything outside", async () => {
    const note = await request(app()).get("/robots-note.txt").expect(200);
    expect(note.headers["cache-control"]).toBe("public, max-age=3600");
    await request(app()).get("/index.html").expect(404);
    await request(app()).get("/assets/..%2f..%2fetc%2fpasswd").expect(404);
    await request(app()).get("/assets/missing.js").set("Accept-Encoding", "br").expect(404);
  });

  it("sends a script with the headers a file needs and none of the page's (no CSP, HSTS, ETag)", async () => {
    const res = await request(app()).get("/assets/app-abc123.js").set("Accept-Encoding", "br").expect(200);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cross-origin-resource-policy"]).toBe("same-origin");
    for (const name of ["content-security-policy", "strict-transport-security", "etag", "last-modified", "accept-ranges", "x-frame-options"])
      expect(res.headers[name], name).toBeUndefined();
    const plain = await request(app()).get("/assets/app-abc123.js").set("Accept-Encoding", "identity").expect(200);
    expect(plain.headers.etag).toBeUndefined();
  });

  it("lets an SVG opened on its own run nothing, and revalidates files that are not hashed", async () => {
    const svg = await request(app()).get("/picture.svg").expect(200);
    expect(svg.headers["content-security-policy"]).toBe("default-src 'none'; img-src data:");
    expect(svg.headers.etag).toBeDefined();
    await request(app()).get("/picture.svg").set("If-None-Match", svg.headers.etag!).expect(304);
  });

  it("ignores an address with a malformed escape", async () => {
    await request(app()).get("/assets/%E0%A4%A.js").expect(404);
  });
});

describe("the rest of a page's styles", () => {
  const rest = (url: string) => (url === "/assets/index-abc123/rest/AQ.css" ? ".b{color:red}" : null);
  const restApp = () => express().use(restStylesheets(rest)).use((_req, res) => res.status(404).send("not found"));

  it("is sent as a stylesheet with a built file's headers, cached for a year", async () => {
    const res = await request(restApp()).get("/assets/index-abc123/rest/AQ.css").expect(200);
    expect(res.headers["content-type"]).toMatch(/^text\/css/);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toBeUndefined();
    expect(res.text).toBe(".b{color:red}");
  });

  it("is not found at an address no page names", async () => {
    await request(restApp()).get("/assets/index-abc123/rest/AB.css").expect(404);
    await request(restApp()).get("/assets/index-old999/rest/AQ.css").expect(404);
    await request(restApp()).post("/assets/index-abc123/rest/AQ.css").expect(404);
  });
});
