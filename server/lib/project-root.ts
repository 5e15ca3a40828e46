import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The project's folder: two levels above this module, both from the source (server/lib/) and from
 * the build, where it is bundled into dist/server/index.js.
 */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
