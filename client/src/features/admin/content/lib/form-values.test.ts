/**
 * The editors' controls take their lengths from the shared rules the server checks with, through
 * whatever wraps them (optional, a pipe, a bilingual text, a union, zod/mini's names).
 */
import { describe, expect, it } from "vitest";
import { articleFields, eventFields, insertProgramSchema } from "@shared/content";
import { maxLengthOf } from "./form-values";

describe("maxLengthOf", () => {
  it("finds the shared maximum of each kind of rule", () => {
    const program = insertProgramSchema.in.shape;
    expect(maxLengthOf(program.slug)).toBe(80);
    expect(maxLengthOf(program.title)).toBe(160);
    expect(maxLengthOf(program.content)).toBe(20000);
    expect(maxLengthOf(program.eligibility)).toBe(4000);
    expect(maxLengthOf(program.applyLink)).toBe(500);
    expect(maxLengthOf(program.heroAlt)).toBe(300);
    expect(maxLengthOf(articleFields.shape.author)).toBe(120);
    expect(maxLengthOf(articleFields.shape.excerpt)).toBe(600);
    expect(maxLengthOf(eventFields.shape.location)).toBe(200);
    expect(maxLengthOf(eventFields.shape.timezone)).toBe(64);
  });

  it("says nothing for a rule without a maximum", () => {
    expect(maxLengthOf(eventFields.shape.isOnline)).toBeUndefined();
    expect(maxLengthOf(undefined)).toBeUndefined();
  });
});
