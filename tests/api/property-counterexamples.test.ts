/**
 * What the bad-input properties found (issue 15; property-*.test.ts), each kept as the one request
 * that showed it: every one answered 500 before its fix, and must stay a 4xx in the contract's shape.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORIGIN, signIn, type Agent } from "../helpers/admin";
import { expectContractAnswer } from "../helpers/arbitraries";
import { createTestApp } from "../helpers/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Agent;
beforeAll(async () => {
  t = await createTestApp({ admin: true });
  admin = await signIn(t.app);
});
afterAll(() => t.close());

describe("the settings", () => {
  it.each(["", "2027", "x"])("an empty or shapeless date of the next assembly (%j) is refused with 400 on the field", async (nextAgm) => {
    const res = await admin.put("/api/admin/settings").set("Origin", ORIGIN).send({ nextAgm });
    expectContractAnswer(res, `nextAgm ${nextAgm}`);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: "nextAgm", message: "Enter a month (YYYY-MM) or a day (YYYY-MM-DD)" }]);
  });
});
