import { describe, expect, it } from "vitest";
import { describeShape } from "./describe-shape";

describe("describeShape", () => {
  it("names keys and kinds, never values", () => {
    const shape = describeShape({ type: "transaction.approved", entity: { id: 5, customer: { email: "ama@example.org" } }, list: [1, 2] });
    expect(shape).toBe('{"type":string,"entity":{"id":number,"customer":{…}},"list":[number ×2]}');
    expect(shape).not.toContain("ama@");
    expect(shape).not.toContain("approved");
  });

  it("reads scalars and empties", () => {
    expect(describeShape("x")).toBe("string");
    expect(describeShape(null)).toBe("null");
    expect(describeShape([])).toBe("[]");
  });
});
