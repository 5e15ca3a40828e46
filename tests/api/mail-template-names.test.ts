/** The staff's failed-mail panel names every mail the server can send, in both languages. */
import { describe, expect, it } from "vitest";
import { templates } from "../../server/mail/templates";
import { texts } from "../../client/src/features/admin/components/mail/texts";

describe("the failed-mail panel", () => {
  it("has a name for every template, in English and in French", () => {
    const names = Object.keys(templates).sort();
    expect(Object.keys(texts.en.templates).sort()).toEqual(names);
    expect(Object.keys(texts.fr.templates).sort()).toEqual(names);
  });
});
