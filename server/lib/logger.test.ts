import { describe, expect, it } from "vitest";
import { captureLog } from "../../tests/helpers/captured-log";
import { safeError } from "./logger";

const EMAIL = "ama.secret@example.org";

/** An error as the pg driver makes it: the fields PostgreSQL sends, values included. */
const pgError = (fields: Record<string, unknown>) => Object.assign(new Error(String(fields.message)), { name: "error", severity: "ERROR", ...fields });

describe("an error in the log", () => {
  it("keeps a unique violation's code, constraint and table, not its detail", () => {
    const error = pgError({
      message: 'duplicate key value violates unique constraint "subscribers_email_unique"',
      code: "23505",
      detail: `Key (email)=(${EMAIL}) already exists.`,
      constraint: "subscribers_email_unique",
      table: "subscribers",
    });
    const logged = safeError(error);
    expect(logged).toMatchObject({ type: "DatabaseError", code: "23505", constraint: "subscribers_email_unique", table: "subscribers", message: error.message });
    expect(JSON.stringify(logged)).not.toContain(EMAIL);
  });

  it("takes the quoted values out of a message and its stack's first line", () => {
    const error = new SyntaxError(`Unexpected token 'a', "${EMAIL} and more" is not valid JSON`);
    const logged = safeError(error);
    expect(logged.message).toBe(`Unexpected token '…', "…" is not valid JSON`);
    expect(String(logged.stack).split("\n")[0]).toBe(`SyntaxError: ${logged.message}`);
    expect(JSON.stringify(logged)).not.toContain("ama.secret");
  });

  it("keeps a body-parser error's kind and status, never its body", () => {
    const error = Object.assign(new Error("request entity too large"), { type: "entity.too.large", status: 413, body: `{"email":"${EMAIL}"}` });
    expect(safeError(error)).toMatchObject({ kind: "entity.too.large", status: 413 });
    expect(JSON.stringify(safeError(error))).not.toContain(EMAIL);
  });

  it("follows causes and an AggregateError's errors, a few levels down", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    const logged = safeError(new Error("outer", { cause: new AggregateError([refused, refused], "all failed") }));
    expect(logged).toMatchObject({ cause: { type: "AggregateError", errors: [{ code: "ECONNREFUSED" }, { code: "ECONNREFUSED" }] } });
  });

  it("says only the type of what is thrown that is not an Error", () => {
    expect(safeError(`a thrown string with ${EMAIL}`)).toEqual({ type: "string" });
  });

  it("redacts the fields that hold secrets, wherever a line puts them", () => {
    const log = captureLog();
    log.logger.info({ email: EMAIL, input: { password: "hunter2-secret" }, user: { username: "kofi-typed" }, headers: { cookie: "sid=abc" } }, "careless");
    const text = log.text();
    for (const secret of [EMAIL, "hunter2-secret", "kofi-typed", "sid=abc"]) expect(text).not.toContain(secret);
    expect(log.entries()[0]).toMatchObject({ email: "[redacted]", input: { password: "[redacted]" }, headers: "[redacted]" });
  });
});
