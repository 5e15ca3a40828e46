/**
 * The walls between the house's floors, checked on the files' resolved paths (so a relative import
 * is seen as well as an alias): `npm run lint` runs this after eslint. Each rule's comment is its
 * message. What it may not do is said once here; docs/decisions/030-walls-that-match-the-floors.md
 * says why the floors are where they are.
 */
const server = (...rooms) => `^server/(${rooms.join("|")})(/|\\.ts$)`;
const adminArea = "^client/src/features/admin/([^/]+)/";
const adminShared = "^client/src/features/admin/(components|lib)/";
const providerFolder = "^server/payments/providers/([^/]+)/";
const providerSettings = "^server/payments/providers/(settings|[^/]+/settings)\\.ts$";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circle",
      comment: "Files must not import each other in a loop: move what both need to a third file below them (a type-only or lazily loaded import does not count).",
      severity: "error",
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only", "dynamic-import"] } },
    },
    {
      name: "shared-is-the-ground",
      comment: "shared/ is the contract: it imports neither the server nor the client.",
      severity: "error",
      from: { path: "^shared/" },
      to: { path: "^(server|client)/" },
    },
    {
      name: "client-never-imports-server",
      comment: "The client never imports the server: what both need belongs in shared/.",
      severity: "error",
      from: { path: "^client/" },
      to: { path: "^server/" },
    },
    {
      name: "public-pages-never-import-admin",
      comment: "Public pages never import admin code: it is its own chunk, loaded lazily (import()).",
      severity: "error",
      from: { path: "^client/src/", pathNot: "^client/src/features/admin/" },
      to: { path: "^client/src/features/admin/", dependencyTypesNot: ["dynamic-import"] },
    },
    {
      name: "admin-areas-are-apart",
      comment: "An admin area imports no other area: share through features/admin/components/ or features/admin/lib/.",
      severity: "error",
      from: { path: adminArea, pathNot: adminShared },
      to: { path: "^client/src/features/admin/[^/]+/", pathNot: [`^client/src/features/admin/$1/`, adminShared] },
    },
    {
      name: "admin-shared-parts-import-no-area",
      comment: "features/admin/components/ and lib/ are what the areas are built from: they import no area.",
      severity: "error",
      from: { path: adminShared },
      to: { path: "^client/src/features/admin/[^/]+/", pathNot: adminShared },
    },
    {
      name: "server-lib-is-innermost",
      comment: "server/lib/ holds pure helpers: it imports only lib/ and shared/.",
      severity: "error",
      from: { path: "^server/lib/" },
      to: { path: "^server/", pathNot: "^server/lib/" },
    },
    {
      name: "env-builds-on-lib",
      comment: "server/env.ts is read by every room: it imports only lib/ and shared/, and the payment providers' settings.",
      severity: "error",
      from: { path: "^server/env\\.ts$" },
      to: { path: "^server/", pathNot: ["^server/lib/", providerSettings] },
    },
    {
      name: "provider-settings-build-on-lib",
      comment: "A payment provider's settings.ts is parsed by env.ts: it imports only lib/, shared/ and the other settings.",
      severity: "error",
      from: { path: providerSettings },
      to: { path: "^server/", pathNot: ["^server/lib/", providerSettings] },
    },
    {
      name: "provider-folders-behind-the-registry",
      comment: "A payment provider's folder is reached through the registry (server/payments/index.ts, providers/index.ts), and by env.ts through its settings.ts: what others need goes in payments/provider.ts.",
      severity: "error",
      from: { path: "^server/", pathNot: [providerFolder, "^server/payments/providers/(index|settings)\\.ts$", "^server/env\\.ts$"] },
      to: { path: providerFolder },
    },
    {
      name: "provider-folders-are-apart",
      comment: "A payment provider's folder imports no other provider's: share through payments/provider.ts or lib/.",
      severity: "error",
      from: { path: providerFolder },
      to: { path: providerFolder, pathNot: "^server/payments/providers/$1/" },
    },
    {
      name: "db-and-http-build-on-lib",
      comment: "db/ and http/ build on lib/ and shared/ (http/ also on db/): the rooms above build on them, never the other way.",
      severity: "error",
      from: { path: server("db", "http") },
      to: { path: "^server/", pathNot: [server("lib", "db", "http"), "^server/env\\.ts$"] },
    },
    {
      name: "db-does-not-import-http",
      comment: "db/ does not import http/: the middleware builds on the database, not the other way.",
      severity: "error",
      from: { path: server("db") },
      to: { path: server("http") },
    },
    {
      name: "rooms-below-services",
      comment: "mail/, documents/, payments/, jobs/ and backups/ depend on ports they declare, never on services/, auth/, routes/, ssr/ or the app: what they need is passed in, or lives below them.",
      severity: "error",
      from: { path: server("mail", "documents", "payments", "jobs", "backups") },
      to: { path: [server("services", "auth", "routes", "ssr", "ops"), "^server/(app|index|site-jobs|start)\\.ts$"] },
    },
    {
      name: "documents-below-mail",
      comment: "documents/ makes the PDFs that mails carry: it does not import mail/.",
      severity: "error",
      from: { path: server("documents") },
      to: { path: server("mail", "jobs") },
    },
    {
      name: "only-the-app-mounts-routes",
      comment: "Only server/app.ts mounts the routes: what two layers share belongs in services/ or lib/.",
      severity: "error",
      from: { path: "^server/", pathNot: ["^server/routes/", "^server/app\\.ts$"] },
      to: { path: "^server/routes/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["\\.test\\.tsx?$", "^client/src/test/"] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default", "types"], extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"] },
    skipAnalysisNotInRules: true,
  },
};
