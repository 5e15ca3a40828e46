import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { mailboxKey, mailboxOf } from "./mailbox";

describe("the mailbox an address reaches", () => {
  it.each([
    ["victim+1@example.org", "victim@example.org"],
    [" Victim+news@Example.ORG ", "victim@example.org"],
    ["v.i.c.t.i.m@gmail.com", "victim@gmail.com"],
    ["V.ictim+2@GoogleMail.com", "victim@gmail.com"],
    ["victim@gmail.com.", "victim@gmail.com"],
    // Dots count outside Gmail: first.last@example.org is not firstlast@example.org.
    ["first.last@example.org", "first.last@example.org"],
    // A "+" that starts the local part is the name itself, not a tag.
    ["+33@example.org", "+33@example.org"],
  ])("%s is %s", (address, mailbox) => {
    expect(mailboxOf(address)).toBe(mailbox);
  });

  it("is keyed with the secret: one key per mailbox, another under another secret, never the bare hash", () => {
    const secret = "s".repeat(32);
    expect(mailboxKey(secret, "form", "victim+1@gmail.com")).toBe(mailboxKey(secret, "form", "v.i.c.t.i.m@googlemail.com"));
    expect(mailboxKey(secret, "form", "victim@gmail.com")).not.toBe(mailboxKey("t".repeat(32), "form", "victim@gmail.com"));
    expect(mailboxKey(secret, "form", "victim@gmail.com")).not.toBe(mailboxKey(secret, "mail-day", "victim@gmail.com"));
    expect(mailboxKey(secret, "form", "victim@gmail.com")).not.toBe(createHash("sha256").update("victim@gmail.com").digest("base64url"));
  });
});
