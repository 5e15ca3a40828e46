/**
 * Nothing under DATA_DIR is ever served, and Vite's development middleware is unreachable from the
 * built server however it is started (README "Deploying"). Two servers, each started as an
 * operator would: the build (`node dist/server/index.js`) without NODE_ENV — what a process
 * manager does when the variable is forgotten — and the source through tsx without NODE_ENV, as
 * `npm run dev` runs it. Both keep DATA_DIR inside the project, as the default ./data does: the
 * place Vite's file server allowed. The build's cases run after `npm run build` (CI builds first)
 * and are skipped, saying so, without it.
 */
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../../server/ssr/renderers";
import { builtServer, createServerDatabase, startServerProcess, stopAll, type ServerProcess } from "../helpers/server-process";
import { testDbKind } from "../helpers/test-database";

const built = existsSync(builtServer);
const NOT_BUILT = "No dist/server/index.js: run `npm run build` to test the built server.";
/** What the files under DATA_DIR hold: no answer may carry it. */
const marker = `private-${randomBytes(8).toString("hex")}`;

type Started = { server: ServerProcess; dataDir: string };
let production: Started | undefined;
let development: Started | undefined;
/** What to remove afterwards, whether the servers started or not: their folders and databases. */
const leftovers: (() => Promise<void>)[] = [];

/** A DATA_DIR of its own inside the project, holding a file, a mail, and the embedded database once started. */
async function start(options: { built: boolean }): Promise<Started> {
  await mkdir(path.join(repoRoot, "tmp"), { recursive: true });
  const dataDir = await mkdtemp(path.join(repoRoot, "tmp", "data-dir-test-"));
  leftovers.push(() => rm(dataDir, { recursive: true, force: true }));
  await mkdir(path.join(dataDir, "mail"));
  await writeFile(path.join(dataDir, "secret.txt"), marker);
  await writeFile(path.join(dataDir, "mail", "probe.eml"), `Subject: ${marker}\n`);
  const database = testDbKind === "postgres" ? await createServerDatabase() : undefined;
  if (database) leftovers.push(database.drop);
  // Beside the whole suite's workers a first start on the embedded database can take a minute.
  const server = await startServerProcess({ NODE_ENV: undefined, DATA_DIR: dataDir, DATABASE_URL: database?.url }, { ...options, timeoutMs: 120_000 });
  return { server, dataDir };
}

beforeAll(async () => {
  [production, development] = await Promise.all([built ? start({ built: true }) : undefined, start({ built: false })]);
}, 250_000);

afterAll(async () => {
  await stopAll();
  for (const remove of leftovers) await remove();
}, 30_000);

/** GET with the address exactly as written: fetch would resolve `%2e%2e` segments before sending. */
function get(origin: string, address: string): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    http
      .get({ hostname, port, path: address, headers: { "Accept-Encoding": "identity" } }, (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      })
      .on("error", reject);
  });
}

/** Every way of naming a file under DATA_DIR that Vite's file server or a static folder could follow. */
function dataAddresses(dataDir: string): string[] {
  const inProject = path.relative(repoRoot, dataDir); // tmp/data-dir-test-…
  return [
    `/@fs${dataDir}/secret.txt`,
    `/@fs${dataDir}/secret.txt?raw`,
    `/@fs${dataDir}/secret.txt?import&raw`,
    `/@fs${dataDir}/mail/probe.eml`,
    `/@fs${dataDir}/mail/probe.eml?raw`,
    `/@fs${dataDir}/pglite/PG_VERSION`,
    `/@fs${dataDir}/pglite/PG_VERSION?raw`,
    `/@id${dataDir}/secret.txt?raw`,
    `${dataDir}/secret.txt?raw`,
    `/@fs${encodeURIComponent(dataDir)}/secret.txt`,
    `/${inProject}/secret.txt`,
    `/%2e%2e/${inProject}/secret.txt`,
    `/%2e%2e/%2e%2e${dataDir}/secret.txt`,
    `/..%2f${encodeURIComponent(inProject)}%2fsecret.txt`,
    `/data/secret.txt`,
    `/%2e%2e/data/pglite/PG_VERSION`,
  ];
}

async function expectNoDataServed(started: Started) {
  for (const address of dataAddresses(started.dataDir)) {
    const { status, text } = await get(started.server.origin, address);
    expect({ address, status, leaked: text.includes(marker) }).toEqual({ address, status: 404, leaked: false });
  }
}

describe("the built server, started without NODE_ENV", () => {
  it("serves nothing under DATA_DIR: the database, the mails, any file, however the address is written", async ({ skip }) => {
    skip(!built, NOT_BUILT);
    await expectNoDataServed(production!);
  });

  it("has no development middleware: Vite's client, the project's files and the source answer 404", async ({ skip }) => {
    skip(!built, NOT_BUILT);
    for (const address of ["/@vite/client", "/@react-refresh", `/@fs${repoRoot}/package.json`, `/@fs${repoRoot}/server/env.ts`, "/src/entry-client.tsx", "/src/main.tsx", "/node_modules/.vite/deps/react.js"]) {
      const { status, text } = await get(production!.server.origin, address);
      expect({ address, status, source: /\bimport\b|"name": "foundation-site"/.test(text) }).toEqual({ address, status: 404, source: false });
    }
  });

  it("is the production server: pages render with HSTS, and the start says what is less safe", async ({ skip }) => {
    skip(!built, NOT_BUILT);
    for (const [address, lang] of [["/", "en"], ["/fr/about", "fr"]] as const) {
      const res = await fetch(`${production!.server.origin}${address}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(`<html lang="${lang}"`);
      expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    }
    const output = production!.server.output();
    expect(output).toContain("SESSION_SECRET is not set");
    expect(output).not.toContain("Development server");
  });

  it("runs on the embedded database with Node's serve flags, though started without them (a small server's memory)", async ({ skip }) => {
    skip(!built, NOT_BUILT);
    skip(testDbKind === "postgres", "On PostgreSQL the server runs as started.");
    const started = production!.server.child.pid!;
    const children = (await readFile(`/proc/${started}/task/${started}/children`, "utf8")).split(/\s+/).filter(Boolean);
    expect(children).toHaveLength(1);
    const command = (await readFile(`/proc/${children[0]}/cmdline`, "utf8")).split("\0");
    expect(command).toEqual(expect.arrayContaining(["--liftoff-only", "--max-old-space-size=192", "--max-semi-space-size=2"]));
    // And two malloc arenas, which the C library reads only at a process's start.
    expect((await readFile(`/proc/${children[0]}/environ`, "utf8")).split("\0")).toContain("MALLOC_ARENA_MAX=2");
  });
});

describe("the development server (the source through tsx, as npm run dev starts it)", () => {
  it("serves nothing under DATA_DIR either, Vite's /@fs/ included", async () => {
    await expectNoDataServed(development!);
  });

  it("still serves what the pages load, and says at start that it is not for production", async () => {
    for (const address of ["/@vite/client", "/src/entry-client.tsx"]) expect((await get(development!.server.origin, address)).status).toBe(200);
    // Outside the folders the pages load from (client/, shared/, public/, node_modules/): refused.
    expect((await get(development!.server.origin, `/@fs${repoRoot}/package.json`)).status).not.toBe(200);
    expect(development!.server.output()).toMatch(/Development server \(NODE_ENV=development\), not for production/);
  });
});

describe("a DATA_DIR inside a folder the site serves", () => {
  it("is refused at start, before anything is written there, both ways of starting", async () => {
    for (const options of built ? [{ built: true }, { built: false }] : [{ built: false }]) {
      const dataDir = path.join(repoRoot, "public", `data-dir-test-${randomBytes(4).toString("hex")}`);
      leftovers.push(() => rm(dataDir, { recursive: true, force: true })); // should a server ever start there
      await expect(startServerProcess({ NODE_ENV: undefined, DATA_DIR: dataDir }, options)).rejects.toThrow(/DATA_DIR \(.*\) lies inside .*public, a folder whose files the site sends/);
      expect(existsSync(dataDir)).toBe(false);
    }
  }, 60_000);
});

describe("a BACKUP_DIR inside a folder the site serves", () => {
  it("is refused at start, both ways of starting: each backup holds the whole database", async () => {
    for (const options of built ? [{ built: true }, { built: false }] : [{ built: false }]) {
      const backupDir = path.join(repoRoot, "public", `backups-test-${randomBytes(4).toString("hex")}`);
      leftovers.push(() => rm(backupDir, { recursive: true, force: true }));
      const dataDir = await mkdtemp(path.join(os.tmpdir(), "backup-dir-test-"));
      leftovers.push(() => rm(dataDir, { recursive: true, force: true }));
      await expect(startServerProcess({ NODE_ENV: undefined, DATA_DIR: dataDir, BACKUP_DIR: backupDir }, options)).rejects.toThrow(
        /BACKUP_DIR \(.*\) lies inside .*public, a folder whose files the site sends to anyone: every backup, the whole database, would be downloadable/,
      );
      expect(existsSync(backupDir)).toBe(false);
    }
  }, 60_000);
});
