import { defineConfig } from "drizzle-kit";

// Migrations are generated from shared/schema.ts and checked in; the server applies them at start.
export default defineConfig({
  dialect: "postgresql",
  schema: "./shared/schema.ts",
  out: "./migrations",
  strict: true,
  verbose: true,
});
