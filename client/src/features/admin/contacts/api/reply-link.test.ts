/**
 * The reply to a message: its quote line in the sender's language, dated as that language writes
 * dates (on the foundation's clock), whatever language the staff member reads the admin in.
 */
import { describe, expect, it } from "vitest";
import type { ContactItem } from "@shared/admin";
import { replyAttribution, replyHref } from "./reply-link";

const message = (language: ContactItem["language"]) => ({
  name: "Ama Mensah",
  email: "ama+dons@example.org",
  subject: "Partenariat",
  message: "Bonjour,\nPouvons-nous nous voir ?",
  language,
  // 09:05 UTC is 10:05 in Cotonou.
  createdAt: "2026-11-02T09:05:00.000Z",
});

/** The body a mail program gets from a mailto: address. */
const bodyOf = (href: string) => decodeURIComponent(new URL(href).searchParams.get("body") ?? "");

describe("the reply's quote line", () => {
  it("is in French for a French sender, with a French date", () => {
    expect(replyAttribution(message("fr"))).toBe("Le 2 novembre 2026 à 10:05, Ama Mensah a écrit\u00a0:");
    const href = replyHref(message("fr"));
    expect(href.startsWith("mailto:ama%2Bdons@example.org?subject=Re%3A%20Partenariat&body=")).toBe(true);
    expect(bodyOf(href)).toBe("\r\n\r\nLe 2 novembre 2026 à 10:05, Ama Mensah a écrit\u00a0:\r\n> Bonjour,\r\n> Pouvons-nous nous voir ?");
  });

  it("is in English for an English sender, with an English date", () => {
    expect(replyAttribution(message("en"))).toBe("On November 2, 2026, 10:05\u00a0AM, Ama Mensah wrote:");
    expect(bodyOf(replyHref(message("en")))).toContain("\r\nOn November 2, 2026, 10:05\u00a0AM, Ama Mensah wrote:\r\n> Bonjour,");
  });
});
