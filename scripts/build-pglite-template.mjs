// The embedded database's empty data directory (initdb's work), made once here: a server starting
// on an empty DATA_DIR copies it instead of running initdb, seconds and hundreds of MB
// (docs/decisions/006-embedded-database-memory.md).
import { rm } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";

const dir = "dist/server/pglite-template";
await rm(dir, { recursive: true, force: true });
await (await PGlite.create(dir)).close();
