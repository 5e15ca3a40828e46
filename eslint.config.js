// @ts-check
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import house from "./scripts/lint/comment-citations.js";

/**
 * Import boundaries: what each part of the house may depend on, as import strings (shown in the
 * editor). The same walls on resolved paths, relative imports and circles included, are checked by
 * .dependency-cruiser.cjs (docs/decisions/030-walls-that-match-the-floors.md).
 */
const restrict = (patterns) => ({
  "no-restricted-imports": ["error", { patterns }],
});
const serverOnly = [
  { group: ["**/server/**", "../server/*", "../../server/*"], message: "The client and shared code never import the server." },
  { group: ["pg", "@electric-sql/pglite", "express", "stripe", "node:*"], message: "No server libraries in client or shared code." },
];
/** A feature is built from components, lib, i18n and shared/; never from another feature. */
const otherFeatures = {
  group: ["@/features/*", "../../*/**", "!../../api/**", "!../../components/**"],
  message: "Features do not import each other: move what two features share to components/, lib/, api/ or shared/.",
};
const adminCode = { group: ["@/features/admin/*", "**/features/admin/**"], message: "Public pages never import admin code (it is its own chunk)." };

export default tseslint.config(
  { ignores: ["dist/**", "data/**", "node_modules/**", "coverage/**", "test-results/**", "migrations/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: "module" },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-explicit-any": "error",
    },
  },
  {
    // Comments explain why by citing docs/rules.md or docs/decisions/, which a reader can open.
    plugins: { house },
    rules: { "house/comment-citations": "error" },
  },
  {
    files: ["public/**/*.js"],
    languageOptions: { globals: { ...globals.browser }, sourceType: "script" },
  },
  {
    files: ["client/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      ...restrict(serverOnly),
    },
  },
  {
    // The server-side entry renders in Node.
    files: ["client/src/entry-server.tsx"],
    rules: restrict(serverOnly.slice(0, 1)),
  },
  {
    files: ["client/src/pages/**", "client/src/components/**", "client/src/features/!(admin)/**"],
    rules: restrict([...serverOnly, adminCode]),
  },
  {
    files: ["client/src/features/!(admin)/**"],
    rules: restrict([...serverOnly, adminCode, otherFeatures]),
  },
  {
    // Admin areas are features of their own: they share only the admin's shell (features/admin/*.tsx, lib/).
    files: ["client/src/features/admin/*/**"],
    rules: restrict([
      ...serverOnly,
      { group: ["@/features/!(admin)/**", "@/features/admin/*/**"], message: "An admin area imports neither another area nor a public feature: share through features/admin/lib or components/." },
    ]),
  },
  {
    // The house's common parts are what features are built from: they never reach into one.
    files: ["client/src/{components,lib,hooks,i18n,api}/**"],
    rules: restrict([
      ...serverOnly,
      { group: ["@/features/*", "@/features/**", "**/features/**"], message: "components/, lib/, hooks/, i18n/ and api/ do not import a feature: features import them." },
    ]),
  },
  {
    files: ["shared/**/*.ts"],
    rules: restrict([
      ...serverOnly,
      { group: ["**/client/**", "@/*"], message: "shared/ imports neither the client nor the server." },
    ]),
  },
  {
    // The HTTP routes are the outermost layer of the server: nothing inside it imports them.
    files: ["server/**/*.ts"],
    ignores: ["server/routes/**", "server/app.ts", "server/**/*.test.ts"],
    rules: restrict([{ group: ["**/routes/**", "./routes/*"], message: "Only server/app.ts mounts the routes; what two layers share belongs in services/ or lib/." }]),
  },
  {
    // The server's layers, innermost first: lib/ (pure helpers) imports only shared/; db/ (the
    // database and its stores) and http/ (Express middleware) build on lib/; the services, the
    // routes and the rest build on them. No arrow runs outward.
    files: ["server/lib/**/*.ts"],
    ignores: ["server/**/*.test.ts"],
    rules: restrict([
      {
        group: ["../http", "../http/*", "../db", "../db/*", "../services", "../services/*", "../routes/*", "../ssr/*", "../auth/*", "../app", "../jobs/*", "../mail/*", "../payments", "../payments/*", "../documents/*", "../env", "../index"],
        message: "server/lib/ imports only lib/ and shared/: it is the server's innermost layer.",
      },
    ]),
  },
  {
    files: ["server/db/**/*.ts", "server/http/**/*.ts"],
    ignores: ["server/**/*.test.ts"],
    rules: restrict([
      {
        group: ["../services", "../services/*", "../routes", "../routes/*", "../ssr/*", "../auth/*", "../app", "../jobs/*", "../mail/*", "../payments", "../payments/*", "../documents/*"],
        message: "db/ and http/ build on lib/ and shared/ (http/ also on db/): the services and routes build on them, not the other way.",
      },
      { group: ["../http", "../http/*"], message: "db/ does not import http/." },
    ]),
  },
  {
    // Nothing but server/env.ts reads the environment.
    files: ["server/**/*.ts", "shared/**/*.ts", "client/**/*.{ts,tsx}"],
    // The built server's launcher reads two variables before anything else is loaded (a small first process).
    ignores: ["server/env.ts", "server/start.ts", "server/lib/serve-flags.ts"],
    rules: {
      "no-restricted-properties": ["error", { object: "process", property: "env", message: "Import the parsed env from server/env.ts." }],
    },
  },
);
