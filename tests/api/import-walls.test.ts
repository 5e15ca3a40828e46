/**
 * `npm run lint` refuses a file that crosses a wall between the floors, or that closes a circle of
 * imports (.dependency-cruiser.cjs): each crossing below is written into a small tree of its own,
 * laid out as the project is, and the checker is run on it with the project's configuration.
 */
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const made: string[] = [];

/** A tree of files (path → content) in a temporary folder, with a tsconfig that knows the client's alias. */
function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "import-walls-"));
  made.push(dir);
  const all = { "tsconfig.json": JSON.stringify({ compilerOptions: { baseUrl: ".", paths: { "@/*": ["./client/src/*"] } } }), ...files };
  for (const [file, text] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

/** The checker as `npm run lint` runs it: its exit code and what it printed. */
function check(dir: string): Promise<{ code: number; output: string }> {
  const bin = path.join(root, "node_modules/.bin/depcruise");
  return new Promise((resolve) => {
    execFile(bin, ["server", "shared", "client/src", "--config", path.join(root, ".dependency-cruiser.cjs")], { cwd: dir }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` });
    });
  });
}

afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe("the walls between the floors", () => {
  it("let a house that keeps them pass: imports downward, a type-only loop, a lazily loaded admin", async () => {
    const dir = tree({
      "shared/money.ts": "export const cents = 100;\n",
      "server/lib/clock.ts": 'import { cents } from "../../shared/money";\nexport const now = () => cents;\n',
      "server/mail/outbox.ts": 'import { now } from "../lib/clock";\nexport type Links = { page(): string };\nexport const send = () => now();\n',
      "server/services/links.ts": 'import type { Links } from "../mail/outbox";\nexport const links: Links = { page: () => "/" };\n',
      "client/src/features/statutes/a.tsx": 'import type { B } from "./b";\nexport type A = { b?: B };\n',
      "client/src/features/statutes/b.tsx": 'import type { A } from "./a";\nexport type B = { a?: A };\nexport const load = () => import("./a");\n',
      "client/src/features/admin/components/badge.tsx": "export const Badge = 1;\n",
      "client/src/features/admin/members/page.tsx": 'import { Badge } from "../components/badge";\nexport const page = Badge;\n',
      "client/src/routes.tsx": 'export const admin = () => import("./features/admin/members/page");\n',
      // A provider's settings, parsed by env.ts; its folder reached through the registry.
      "server/payments/providers/cash/settings.ts": 'import { now } from "../../../lib/clock";\nexport const cashVariables = { at: now };\n',
      "server/payments/providers/cash/index.ts": 'export const cash = { name: "cash" };\n',
      "server/payments/providers/index.ts": 'import { cash } from "./cash";\nexport const providerFolders = [cash];\n',
      "server/payments/index.ts": 'import { providerFolders } from "./providers";\nexport const registry = providerFolders;\n',
      "server/env.ts": 'import { cashVariables } from "./payments/providers/cash/settings";\nexport const env = cashVariables;\n',
    });
    const result = await check(dir);
    expect(result.output).toContain("no dependency violations found");
    expect(result.code).toBe(0);
  });

  it("refuse each crossing and each circle, naming the rule and the files", async () => {
    const dir = tree({
      // The mail room reaching up into the services for a link maker.
      "server/services/privacy-links.ts": "export const page = () => '/';\n",
      "server/mail/outbox.ts": 'import { page } from "../services/privacy-links";\nexport const send = () => page();\n',
      // The database importing what builds on it.
      "server/backups/take-backup.ts": "export const take = () => 1;\n",
      "server/db/upgrade.ts": 'import { take } from "../backups/take-backup";\nexport const upgrade = () => take();\n',
      // Two files that import each other.
      "server/lib/a.ts": 'import { b } from "./b";\nexport const a = () => b;\n',
      "server/lib/b.ts": 'import { a } from "./a";\nexport const b = () => a;\n',
      // One admin area into another by a relative path, as no alias would show.
      "client/src/features/admin/dashboard/audit-log.tsx": "export const AuditLog = 1;\n",
      "client/src/features/admin/members/member-page.tsx": 'import { AuditLog } from "../dashboard/audit-log";\nexport const page = AuditLog;\n',
      // A public page into the admin's code by a relative path.
      "client/src/pages/home.tsx": 'import { AuditLog } from "../features/admin/dashboard/audit-log";\nexport const home = AuditLog;\n',
      // A service reaching into a provider's folder, past the registry; one provider into another.
      "server/payments/providers/cash/index.ts": 'export const cash = { name: "cash" };\n',
      "server/payments/providers/cheque/index.ts": 'import { cash } from "../cash";\nexport const cheque = cash;\n',
      "server/services/start-payment.ts": 'import { cash } from "../payments/providers/cash";\nexport const start = cash;\n',
      // The contract reaching into the server.
      "shared/api-types.ts": 'import { send } from "../server/mail/outbox";\nexport const s = send;\n',
    });
    const result = await check(dir);
    expect(result.code).not.toBe(0);
    const refused = result.output.split("\n").filter((line) => line.includes("error "));
    expect(refused).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/rooms-below-services: server\/mail\/outbox\.ts → server\/services\/privacy-links\.ts/),
        expect.stringMatching(/db-and-http-build-on-lib: server\/db\/upgrade\.ts → server\/backups\/take-backup\.ts/),
        expect.stringMatching(/no-circle: server\/lib\/a\.ts → /),
        expect.stringMatching(/admin-areas-are-apart: client\/src\/features\/admin\/members\/member-page\.tsx → client\/src\/features\/admin\/dashboard\/audit-log\.tsx/),
        expect.stringMatching(/public-pages-never-import-admin: client\/src\/pages\/home\.tsx → client\/src\/features\/admin\/dashboard\/audit-log\.tsx/),
        expect.stringMatching(/shared-is-the-ground: shared\/api-types\.ts → server\/mail\/outbox\.ts/),
        expect.stringMatching(/provider-folders-behind-the-registry: server\/services\/start-payment\.ts → server\/payments\/providers\/cash\/index\.ts/),
        expect.stringMatching(/provider-folders-are-apart: server\/payments\/providers\/cheque\/index\.ts → server\/payments\/providers\/cash\/index\.ts/),
      ]),
    );
  });
});
