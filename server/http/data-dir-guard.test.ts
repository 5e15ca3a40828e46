import { mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dataDirInProject, dataDirProblem, refuseDataDirRequests, servedFolders } from "./data-dir-guard";

let project: string;
let folders: string[];
beforeAll(async () => {
  project = await mkdtemp(path.join(tmpdir(), "data-dir-guard-"));
  folders = servedFolders(project);
  for (const folder of folders) await mkdir(folder);
  await mkdir(path.join(project, "data"));
  await writeFile(path.join(project, "data/secret.txt"), "the database");
  await writeFile(path.join(project, "public/logo.svg"), "<svg/>");
});
afterAll(() => rm(project, { recursive: true, force: true }));

describe("DATA_DIR and the folders the site serves", () => {
  it("refuses a DATA_DIR inside a served folder, or holding one, wherever a link leads", async () => {
    expect(dataDirProblem(path.join(project, "public/data"), folders)).toMatch(/^DATA_DIR \(.*\/public\/data\) lies inside .*\/public, a folder whose files the site sends/);
    expect(dataDirProblem(path.join(project, "dist/client/data"), folders)).toMatch(/lies inside .*\/dist/);
    expect(dataDirProblem(path.join(project, "client"), folders)).toMatch(/lies inside .*\/client/);
    // The project itself, or a folder above it: the site's own files would lie under DATA_DIR.
    expect(dataDirProblem(project, folders)).toMatch(/holds .*\/dist, a folder whose files the site sends/);
    expect(dataDirProblem(path.dirname(project), folders)).toMatch(/holds/);
    // Written another way, or reached through a link: still the served folder.
    expect(dataDirProblem(`${project}/data/../PUBLIC/x`, folders)).toMatch(/lies inside/);
    await symlink(path.join(project, "public"), path.join(project, "public-link"));
    expect(dataDirProblem(path.join(project, "public-link/data"), folders)).toMatch(/lies inside .*\/public,/);
  });

  it("accepts a folder of its own, in the project (the default ./data) or outside", () => {
    expect(dataDirProblem(path.join(project, "data"), folders)).toBeNull();
    expect(dataDirProblem(path.join(project, "database"), folders)).toBeNull();
    expect(dataDirProblem(path.join(tmpdir(), "foundation-data"), folders)).toBeNull();
    expect(dataDirProblem("memory://", folders)).toBeNull();
    expect(dataDirInProject(path.join(project, "data"), project)).toBe(true);
    expect(dataDirInProject(path.join(tmpdir(), "foundation-data"), project)).toBe(false);
  });
});

describe("an address that names a file under DATA_DIR", () => {
  const app = () => {
    const dataDir = path.join(project, "data");
    // The file server behind the guard would send anything: the guard alone must stop the address.
    return express()
      .use(refuseDataDirRequests(dataDir, folders))
      .use((req, res) => res.send(`served ${req.originalUrl}`));
  };
  const data = () => path.join(project, "data");

  it("answers 404 however it is written: /@fs/, /@id/, the bare path, encoded, doubled, with backslashes", async () => {
    const rel = path.relative(path.join(project, "client"), data()); // ../data
    const addresses = [
      `/@fs${data()}/secret.txt`,
      `/@fs${data()}/secret.txt?raw`,
      `/@fs${data()}/secret.txt?import&raw`,
      `/@fs${data()}`,
      `/@fs/${data()}/./x/../secret.txt`,
      `/@id${data()}/secret.txt`,
      `${data()}/secret.txt?import`,
      `/@fs${data().toUpperCase()}/secret.txt`,
      `/@fs${encodeURIComponent(data())}/secret.txt`,
      `/@fs${encodeURIComponent(encodeURIComponent(data()))}/secret.txt`,
      `/@fs${data().replaceAll("/", "\\")}\\secret.txt`,
      `/${rel}/secret.txt`,
      `/%2e%2e/data/secret.txt`,
      `/..%2fdata%2fsecret.txt`,
      `/%252e%252e/data/secret.txt`,
      `/assets/..%5c..%5cdata%5csecret.txt`,
    ];
    for (const address of addresses) {
      const res = await request(app()).get(address);
      expect({ address, status: res.status, text: res.text }).toEqual({ address, status: 404, text: "Not found\n" });
    }
  });

  it("lets every other address through: pages, files, a folder whose name begins the same", async () => {
    for (const address of ["/", "/fr/about", "/logo.svg", "/data", "/data/secret.txt", `/@fs${project}/database/x`, "/api/health?next=%2e%2e"]) {
      await request(app()).get(address).expect(200);
    }
  });
});
