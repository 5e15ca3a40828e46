import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import request from "supertest";
import sharp from "sharp";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ImageUploadResponse } from "../../shared/api-types";
import type { ProgramResponse } from "../../shared/content";
import { apiPaths } from "../../shared/paths";
import { auditLog, imageVariants, images } from "../../shared/schema";
import { ORIGIN, signIn, type Agent } from "../helpers/admin";
import { createTestApp, TEST_ADMIN } from "../helpers/test-app";
import { fieldWords } from "../helpers/field-words";

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Agent;
const now = () => new Date("2026-11-20T10:00:00Z");
beforeAll(async () => {
  t = await createTestApp({ seed: true, admin: true, pages: true, now });
  admin = await signIn(t.app);
});
afterAll(() => t.close());

/** A picture with some detail (a flat colour would say little about the sizes). */
async function picture(format: "jpeg" | "png" | "webp" | "gif", width = 1600, height = 1000) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#0b5"/><stop offset="1" stop-color="#f80"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${height / 3}" fill="#036"/></svg>`;
  return sharp(Buffer.from(svg)).toFormat(format).toBuffer();
}

const upload = (body: Buffer | string, type: string, lang = "en") =>
  admin.post(`${apiPaths.admin.images}?lang=${lang}`).set("Origin", ORIGIN).set("Content-Type", type).send(body);

const binary = (res: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on("data", (chunk: Buffer) => chunks.push(chunk));
  res.on("end", () => callback(null, Buffer.concat(chunks)));
};

describe("POST /api/admin/images", () => {
  it("answers 401 signed out and 403 from another origin", async () => {
    const png = await picture("png", 40, 30);
    await request(t.app).post(apiPaths.admin.images).set("Origin", ORIGIN).set("Content-Type", "image/png").send(png).expect(401);
    await admin.post(apiPaths.admin.images).set("Origin", "https://evil.example").set("Content-Type", "image/png").send(png).expect(403);
  });

  it.each(["jpeg", "png", "webp"] as const)("resizes a %s into WebP copies, stored and served for a year", async (format) => {
    const res = await upload(await picture(format), `image/${format}`).expect(201);
    const { image } = res.body as ImageUploadResponse;
    expect(image).toMatchObject({ width: 1600, height: 1000 });
    expect(image.variants.map((v) => v.width)).toEqual([480, 720, 960, 1200]);
    for (const variant of image.variants) {
      expect(variant.url).toBe(`/images/uploads/${image.id}-${variant.width}.webp`);
      const served = await request(t.app).get(variant.url).buffer(true).parse(binary).expect(200);
      expect(served.headers["content-type"]).toBe("image/webp");
      expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(served.headers["x-content-type-options"]).toBe("nosniff");
      expect(served.headers["cross-origin-resource-policy"]).toBe("same-origin");
      const decoded = await sharp(served.body as Buffer).metadata();
      expect(decoded).toMatchObject({ format: "webp", width: variant.width, height: Math.round((variant.width * 1000) / 1600) });
    }
    const [row] = await t.db.select().from(images).where(eq(images.id, image.id));
    expect(row).toMatchObject({ width: 1600, height: 1000, sourceType: `image/${format}` });
    const stored = await t.db.select({ width: imageVariants.width, size: imageVariants.size }).from(imageVariants).where(eq(imageVariants.imageId, image.id));
    expect(stored).toHaveLength(4);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, image.id));
    expect(audit).toMatchObject({ action: "image.upload", entity: "image", username: "admin" });
  });

  it("never enlarges a small image: its own width is the largest copy", async () => {
    const res = await upload(await picture("png", 600, 400), "image/png").expect(201);
    const { image } = res.body as ImageUploadResponse;
    expect(image.variants.map((v) => v.width)).toEqual([480, 600]);
  });

  it("answers 404 for an unknown image or width, without a page", async () => {
    const { image } = (await upload(await picture("png", 600, 400), "image/png").expect(201)).body as ImageUploadResponse;
    await request(t.app).get(`/images/uploads/${image.id}-1200.webp`).expect(404);
    await request(t.app).get("/images/uploads/00000000-0000-4000-8000-000000000000-480.webp").expect(404);
    await request(t.app).get("/images/uploads/nothing.webp").expect(404);
  });

  it("takes a 12 MB photo as a phone's camera saves it (4000×3000 JPEG)", async () => {
    // Noise, as a real photo's detail: it does not compress, so the file is as heavy as a camera's.
    const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: "#888", noise: { type: "gaussian", mean: 128, sigma: 28 } } })
      .jpeg({ quality: 99 })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(10 * 1024 * 1024);
    const res = await upload(photo, "image/jpeg").expect(201);
    const { image } = res.body as ImageUploadResponse;
    expect(image).toMatchObject({ width: 4000, height: 3000 });
    expect(image.variants.map((v) => v.width)).toEqual([480, 720, 960, 1200]);
    const [row] = await t.db.select().from(images).where(eq(images.id, image.id));
    expect(row).toMatchObject({ sourceType: "image/jpeg", sourceSize: photo.length });
  }, 60_000);

  it("refuses a file over 20 MB with 413, in both languages", async () => {
    const big = Buffer.alloc(20 * 1024 * 1024 + 1, 0);
    const en = await upload(big, "image/png").expect(413);
    expect(en.body.message).toBe("The image is too large (20 MB at most)");
    const fr = await upload(big, "image/png", "fr").expect(413);
    expect(fr.body.message).toBe("L’image est trop volumineuse (20\u00a0Mo au maximum)");
  });

  it("refuses a small file that would decode to too many pixels, before decoding it, in both languages", async () => {
    // 8000×6000 of one colour: 48 megapixels (over 40) in a PNG of a few hundred KB.
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: "#fff" } }).png().toBuffer();
    expect(huge.length).toBeLessThan(1024 * 1024);
    const en = await upload(huge, "image/png").expect(413);
    expect(en.body.message).toBe("The image has too many pixels (40 megapixels at most)");
    const fr = await upload(huge, "image/png", "fr").expect(413);
    expect(fr.body.message).toBe("L’image compte trop de pixels (40\u00a0mégapixels au maximum)");
  });

  it("refuses a small 16-bit file that would take over 160 MB decoded, before decoding it; the same picture at 8 bits is taken", async () => {
    // 5000×4100 with transparency: 20.5 megapixels, 8 bytes a pixel at 16 bits (164 MB), 4 at 8 bits.
    const flat = () => sharp({ create: { width: 5000, height: 4100, channels: 4, background: { r: 10, g: 90, b: 40, alpha: 1 } } });
    const deep = await flat().toColourspace("rgb16").png().toBuffer();
    expect((await sharp(deep).metadata()).depth).toBe("ushort");
    expect(deep.length).toBeLessThan(1024 * 1024);
    const en = await upload(deep, "image/png").expect(413);
    expect(en.body.message).toBe("The image is too large once opened: 40 megapixels at 8 bits per colour at most, 20 megapixels at 16 bits");
    const fr = await upload(deep, "image/png", "fr").expect(413);
    expect(fr.body.message).toBe(
      "L’image est trop volumineuse une fois ouverte\u00a0: 40\u00a0mégapixels à 8\u00a0bits par couleur au maximum, 20\u00a0mégapixels à 16\u00a0bits",
    );
    const shallow = await upload(await flat().png().toBuffer(), "image/png").expect(201);
    expect((shallow.body as ImageUploadResponse).image).toMatchObject({ width: 5000, height: 4100 });
  });

  it("refuses an interlaced PNG or a progressive JPEG too large to be read whole, in words and both languages; takes smaller ones", async () => {
    // Read whole by the decoder (docs/decisions/025): 20 megapixels with transparency is 80 MB held
    // at once (over 64), though the same picture saved line by line is taken.
    const flat = (width: number, height: number, channels: 3 | 4 = 4) =>
      sharp({ create: { width, height, channels, background: { r: 10, g: 90, b: 40, alpha: 1 } } });
    const interlaced = await flat(5000, 4000).png({ progressive: true }).toBuffer();
    expect((await sharp(interlaced).metadata()).isProgressive).toBe(true);
    const en = await upload(interlaced, "image/png").expect(413);
    expect(en.body.message).toBe(
      "This image is saved as progressive (interlaced), which must be opened whole, and is too large for that: save it again as a standard image, or at 16 megapixels at most",
    );
    const fr = await upload(interlaced, "image/png", "fr").expect(413);
    expect(fr.body.message).toBe(
      "Cette image est enregistrée en mode progressif (entrelacé), qui doit être ouvert en entier, et elle est trop grande pour cela\u00a0: enregistrez-la de nouveau comme image standard, ou en 16\u00a0mégapixels au maximum",
    );
    // A progressive JPEG keeps 2 bytes per sample: at full colour (4:4:4), 20 megapixels is 120 MB.
    const progressive = await flat(5000, 4000, 3).jpeg({ progressive: true, chromaSubsampling: "4:4:4" }).toBuffer();
    const jpeg = await upload(progressive, "image/jpeg").expect(413);
    expect(jpeg.body.message).toMatch(/progressive \(interlaced\).*at 10 megapixels at most$/);
    // A phone's progressive photo (12 megapixels, 4:2:0: 36 MB) and a small interlaced PNG are taken.
    const photo = await flat(4000, 3000, 3).jpeg({ progressive: true }).toBuffer();
    expect((await upload(photo, "image/jpeg").expect(201)).body).toMatchObject({ image: { width: 4000, height: 3000 } });
    await upload(await flat(2000, 1500).png({ progressive: true }).toBuffer(), "image/png").expect(201);
    await upload(await flat(5000, 4000).png().toBuffer(), "image/png").expect(201);
  }, 60_000);

  it("makes a narrow strip's copies no taller than four times their width", async () => {
    const strip = await sharp({ create: { width: 300, height: 12_000, channels: 3, background: "#375" } }).png().toBuffer();
    const { image } = (await upload(strip, "image/png").expect(201)).body as ImageUploadResponse;
    expect(image).toMatchObject({ width: 300, height: 12_000 });
    expect(image.variants.map((v) => v.width)).toEqual([30]);
    const served = await request(t.app).get(image.variants[0]!.url).buffer(true).parse(binary).expect(200);
    expect(await sharp(served.body as Buffer).metadata()).toMatchObject({ width: 30, height: 1200 });
  });

  it("refuses text sent as a PNG with 400", async () => {
    const res = await upload(Buffer.from("this is not an image at all"), "image/png").expect(400);
    expect(res.body.message).toBe("The image cannot be read: the file is damaged or incomplete");
    const fr = await upload(Buffer.from("ceci n’est pas une image"), "image/png", "fr").expect(400);
    expect(fr.body.message).toBe("L’image est illisible\u00a0: le fichier est endommagé ou incomplet");
  });

  it("refuses a JPEG sent as a PNG with 400", async () => {
    const res = await upload(await picture("jpeg", 100, 80), "image/png").expect(400);
    expect(res.body.message).toBe("The file is not the type of image it claims to be");
  });

  it.each(["jpeg", "png", "webp"] as const)("refuses a truncated %s with 400", async (format) => {
    const whole = await picture(format);
    await upload(whole.subarray(0, Math.floor(whole.length / 2)), `image/${format}`).expect(400);
  });

  it("refuses a GIF (or any other type) with 415, in both languages", async () => {
    const gif = await picture("gif", 100, 80);
    const en = await upload(gif, "image/gif").expect(415);
    expect(en.body.message).toBe("Upload a JPEG, PNG or WebP image");
    const fr = await upload(gif, "image/gif", "fr").expect(415);
    expect(fr.body.message).toBe("Téléversez une image JPEG, PNG ou WebP");
    await admin.post(apiPaths.admin.images).set("Origin", ORIGIN).send({ image: "x" }).expect(415);
  });
});

describe("a program's hero image", () => {
  const text = (en: string, fr = `${en} (fr)`) => ({ en, fr });
  const program = (slug: string, hero: object) => ({
    slug,
    pillar: "tvet",
    title: text(`Program ${slug}`),
    summary: text("A summary"),
    content: text("Some content"),
    published: true,
    ...hero,
  });
  const save = (body: object, lang = "en") => admin.post(`${apiPaths.admin.programs}?lang=${lang}`).set("Origin", ORIGIN).send(body);

  it("shows on the program's page in both languages, with srcset and the alt text of the language", async () => {
    const { image } = (await upload(await picture("jpeg", 3000, 2000), "image/jpeg").expect(201)).body as ImageUploadResponse;
    const alt = { en: "Apprentices wiring a solar panel", fr: "Des apprentis câblent un panneau solaire" };
    const res = await save(program("solar-hero", { heroImageId: image.id, heroAlt: alt })).expect(201);
    const saved = (res.body as ProgramResponse).program;
    expect(saved).toMatchObject({ heroImageId: image.id, heroAlt: alt, hero: { id: image.id, width: 3000, height: 2000 } });

    const srcset = ["480", "720", "960", "1200"].map((w) => `/images/uploads/${image.id}-${w}.webp ${w}w`).join(", ");
    // HTML attribute names are case-insensitive (React writes srcSet, fetchPriority).
    const img = (html: string) => /<img [^>]*srcset="[^"]*\/images\/uploads\/[^>]*>/i.exec(html)?.[0] ?? "";
    const en = await request(t.app).get("/programs/solar-hero").set("Accept-Language", "en").expect(200);
    expect(img(en.text).toLowerCase()).toContain(`srcset="${srcset}"`);
    expect(img(en.text)).toContain(`alt="${alt.en}"`);
    expect(img(en.text)).toMatch(/ width="1200" height="800"/);
    expect(img(en.text)).toMatch(/fetchpriority="high"/i);
    // Fetched first: preloaded from <head>, with the same choice of widths.
    const head = en.text.slice(0, en.text.indexOf("</head>"));
    expect(head.toLowerCase()).toContain(`imagesrcset="${srcset}"`);
    const fr = await request(t.app).get("/fr/programs/solar-hero").expect(200);
    expect(img(fr.text).toLowerCase()).toContain(`srcset="${srcset}"`);
    expect(img(fr.text)).toContain(`alt="${alt.fr}"`);
    // The list's card shows it too.
    const list = await request(t.app).get("/programs").set("Accept-Language", "en").expect(200);
    expect(list.text).toContain(`/images/uploads/${image.id}-480.webp 480w`);
  });

  it("requires the alternative text in both languages with an image", async () => {
    const { image } = (await upload(await picture("png", 600, 400), "image/png").expect(201)).body as ImageUploadResponse;
    const en = await save(program("no-alt", { heroImageId: image.id, heroAlt: { en: "A picture", fr: " " } })).expect(400);
    expect(fieldWords(en.body.errors)).toEqual([{ path: "heroAlt.fr", message: "Describe the image for people who cannot see it" }]);
    const fr = await save(program("no-alt", { heroImageId: image.id }), "fr").expect(400);
    expect(fieldWords(fr.body.errors)).toEqual([
      { path: "heroAlt.en", message: "Décrivez l’image pour les personnes qui ne peuvent pas la voir" },
      { path: "heroAlt.fr", message: "Décrivez l’image pour les personnes qui ne peuvent pas la voir" },
    ]);
  });

  it("refuses an image that was never uploaded, and removes an image with its text", async () => {
    const alt = text("A picture");
    const missing = await save(program("ghost", { heroImageId: "00000000-0000-4000-8000-000000000000", heroAlt: alt })).expect(400);
    expect(fieldWords(missing.body.errors)).toEqual([{ path: "heroImageId", message: "This image does not exist: upload it again" }]);

    const { image } = (await upload(await picture("png", 600, 400), "image/png").expect(201)).body as ImageUploadResponse;
    const created = (await save(program("removable", { heroImageId: image.id, heroAlt: alt })).expect(201)).body as ProgramResponse;
    const res = await admin
      .put(apiPaths.admin.program(created.program.id))
      .set("Origin", ORIGIN)
      .send({ heroImageId: null, version: created.program.version })
      .expect(200);
    expect((res.body as ProgramResponse).program).toMatchObject({ heroImageId: null, heroAlt: null, hero: null });
    const page = await request(t.app).get("/programs/removable").set("Accept-Language", "en").expect(200);
    expect(page.text).not.toContain("/images/uploads/");
  });
});

describe("POST /api/admin/images, several at once", () => {
  let busy: Awaited<ReturnType<typeof createTestApp>>;
  let agent: Agent;
  beforeAll(async () => {
    // One slot and no wait: an upload that arrives while another is decoded is told to come back.
    busy = await createTestApp({ admin: true, now, imageUploads: { slots: 1, maxWaitMs: 0 } });
    agent = await signIn(busy.app);
  });
  afterAll(() => busy.close());

  it("answers 503 with Retry-After, in both languages, while the slots are taken, and takes the upload once they are free", async () => {
    const photo = await picture("png", 4000, 3000);
    const send = (lang: string) =>
      agent.post(`${apiPaths.admin.images}?lang=${lang}`).set("Origin", ORIGIN).set("Content-Type", "image/png").send(photo);
    const answers = await Promise.all(["en", "fr", "en", "fr"].map((lang) => send(lang).then((res) => ({ lang, res }))));
    const refused = answers.filter(({ res }) => res.status === 503);
    expect(answers.filter(({ res }) => res.status === 201).length).toBeGreaterThanOrEqual(1);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    for (const { lang, res } of refused) {
      expect(res.headers["retry-after"]).toBe("10");
      expect(res.body.message).toBe(
        lang === "fr"
          ? "D’autres images sont en cours de traitement\u00a0: renvoyez celle-ci dans quelques secondes"
          : "Other images are being processed just now: send this one again in a few seconds",
      );
    }
    await send("en").expect(201);
  });
});

describe("POST /api/admin/images, many waiting for their turn", () => {
  let busy: Awaited<ReturnType<typeof createTestApp>>;
  let server: Server;
  let cookie: string;
  const sockets = new Set<Socket>();
  beforeAll(async () => {
    // One slot; an upload waits 1.5 s for it, then is told to come back.
    busy = await createTestApp({ admin: true, now, imageUploads: { slots: 1, maxWaitMs: 1500 } });
    const login = await request(busy.app).post("/api/auth/login").set("Origin", ORIGIN).send(TEST_ADMIN).expect(200);
    cookie = ([] as string[]).concat(login.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; ");
    server = createServer(busy.app);
    server.on("connection", (socket) => sockets.add(socket));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await busy.close();
  });

  type Answer = { status: number; headers: IncomingHttpHeaders; body: { message?: string } };
  /** An upload over a connection of its own: the first `sent` bytes of `body` now, the rest at `finish()`. */
  function startUpload(body: Buffer, { sent = body.length, lang = "en" } = {}) {
    const { port } = server.address() as AddressInfo;
    const req = httpRequest({
      host: "127.0.0.1",
      port,
      method: "POST",
      path: `${apiPaths.admin.images}?lang=${lang}`,
      headers: { Cookie: cookie, Origin: ORIGIN, "Content-Type": "image/png", "Content-Length": body.length },
    });
    const answer = new Promise<Answer>((resolve, reject) => {
      req.on("error", reject);
      req.on("response", (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") }));
      });
    });
    req.write(body.subarray(0, sent));
    if (sent === body.length) req.end();
    return { answer, finish: () => req.end(body.subarray(sent)) };
  }
  /** Bytes the server has read from the connections opened since `before`. */
  const bytesReadSince = (before: Set<Socket>) => [...sockets].filter((s) => !before.has(s)).reduce((all, s) => all + s.bytesRead, 0);

  it("reads no body while an upload waits, answers 503 with Retry-After in words once the wait is long, and never a 5xx otherwise", async () => {
    const photo = await picture("png", 1600, 1000);
    // The slot is taken by an upload whose body is still coming.
    const first = startUpload(photo, { sent: 1000 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const before = new Set(sockets);
    // Ten uploads of 16 MB each arrive meanwhile: 160 MB the server must not hold.
    const heavy = Buffer.alloc(16 * 1024 * 1024, 7);
    const waiting = Array.from({ length: 10 }, (_, i) => startUpload(heavy, { lang: i % 2 ? "fr" : "en" }));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    // Each waits with its body in its socket: at most what Node reads before it stops (its buffers), not 16 MB.
    const read = bytesReadSince(before);
    expect(read).toBeGreaterThan(0);
    expect(read).toBeLessThan(10 * 1024 * 1024);
    const answers = await Promise.all(waiting.map((w) => w.answer));
    answers.forEach(({ status, headers, body }, i) => {
      expect(status).toBe(503);
      expect(headers["retry-after"]).toBe("10");
      expect(body.message).toBe(
        i % 2
          ? "D’autres images sont en cours de traitement\u00a0: renvoyez celle-ci dans quelques secondes"
          : "Other images are being processed just now: send this one again in a few seconds",
      );
    });
    // The first upload's body comes at last: it is taken, and the slot is free again for the next.
    first.finish();
    expect((await first.answer).status).toBe(201);
    expect((await startUpload(photo).answer).status).toBe(201);
  }, 30_000);

  it("refuses a body that goes past 20 MB while it streams (no Content-Length), and frees the slot", async () => {
    const { port } = server.address() as AddressInfo;
    const req = httpRequest({
      host: "127.0.0.1",
      port,
      method: "POST",
      path: `${apiPaths.admin.images}?lang=fr`,
      headers: { Cookie: cookie, Origin: ORIGIN, "Content-Type": "image/png", "Transfer-Encoding": "chunked" },
    });
    const answer = new Promise<Answer>((resolve, reject) => {
      req.on("error", reject);
      req.on("response", (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: JSON.parse(Buffer.concat(chunks).toString("utf8")) }));
      });
    });
    const chunk = Buffer.alloc(1024 * 1024, 1);
    for (let i = 0; i < 21; i++) req.write(chunk);
    req.end();
    const { status, body } = await answer;
    expect(status).toBe(413);
    expect(body.message).toBe("L’image est trop volumineuse (20\u00a0Mo au maximum)");
    expect((await startUpload(await picture("png", 600, 400)).answer).status).toBe(201);
  }, 30_000);

  it("gives the slot back when a waiting upload's client goes away", async () => {
    const photo = await picture("png", 800, 500);
    const first = startUpload(photo, { sent: 100 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    // A client that leaves while waiting, and one that leaves halfway through its body, holding the slot.
    const { port } = server.address() as AddressInfo;
    const leaving = httpRequest({ host: "127.0.0.1", port, method: "POST", path: apiPaths.admin.images, headers: { Cookie: cookie, Origin: ORIGIN, "Content-Type": "image/png", "Content-Length": photo.length } });
    leaving.on("error", () => {});
    leaving.write(photo.subarray(0, 10));
    await new Promise((resolve) => setTimeout(resolve, 100));
    leaving.destroy();
    first.finish();
    expect((await first.answer).status).toBe(201);
    const halfway = httpRequest({ host: "127.0.0.1", port, method: "POST", path: apiPaths.admin.images, headers: { Cookie: cookie, Origin: ORIGIN, "Content-Type": "image/png", "Content-Length": photo.length } });
    halfway.on("error", () => {});
    halfway.write(photo.subarray(0, photo.length / 2));
    await new Promise((resolve) => setTimeout(resolve, 200));
    halfway.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Neither keeps the one slot: the next upload is taken at once.
    expect((await startUpload(photo).answer).status).toBe(201);
  }, 30_000);
});
