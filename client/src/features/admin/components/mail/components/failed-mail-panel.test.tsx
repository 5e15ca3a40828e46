/**
 * The dashboard's panel of failed mails: nothing on a healthy site; each failed mail with why, and
 * Send again, which asks the server to retry it and shows the list as it is then. The API is
 * stubbed at fetch; it answers as the server would.
 */
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MailItem } from "@shared/mail";
import { renderComponent } from "@/test/render-component";
import { json, stubApi, type Call } from "@/test/stub-api";
import { FailedMailPanel } from "./failed-mail-panel";

afterEach(() => vi.unstubAllGlobals());

const failed: MailItem = {
  id: "7c1d2e3f-0000-4000-8000-000000000001",
  key: "contact-staff:3f2a1b0c-0000-4000-8000-000000000001",
  template: "staff-contact",
  recipients: ["team@example.org"],
  language: "fr",
  status: "failed",
  attempts: 8,
  lastError: "550 Mailbox unavailable",
  reason: "le serveur de courriel refuse l’adresse — vérifiez qu’elle est bien écrite",
  nextAttemptAt: "2026-11-02T09:00:00.000Z",
  sentAt: null,
  createdAt: "2026-11-02T09:00:00.000Z",
};

/** An outbox holding `items` failed mails; a retry takes one out of the failed list. */
function outbox(items: MailItem[]): Call[] {
  let mails = [...items];
  const calls: Call[] = stubApi([
    [
      "/retry",
      () => {
        const id = decodeURIComponent(calls.at(-1)!.url.split("/api/admin/mail/")[1]!.split("/")[0]!);
        mails = mails.filter((m) => m.id !== id);
        return json(200, { message: "Le courriel sera renvoyé dans un instant", sent: 0, refused: 0, waiting: 1 });
      },
    ],
    ["/api/admin/mail?", () => json(200, { items: mails })],
  ]);
  return calls;
}

describe("the failed mail panel", () => {
  it("shows nothing when every mail left", async () => {
    const calls = outbox([]);
    renderComponent(<FailedMailPanel />);
    await vi.waitFor(() => expect(calls.some((call) => call.url.startsWith("/api/admin/mail?status=failed"))).toBe(true));
    expect(screen.queryByRole("region")).toBeNull();
    expect(document.body.textContent).toBe("");
  });

  it("lists a failed mail with why, in French, and sends it again on request", async () => {
    const calls = outbox([failed]);
    const { user } = renderComponent(<FailedMailPanel />, "fr");
    const panel = await screen.findByRole("region", { name: "Courriels qui n’ont pas pu partir" });
    const item = within(panel).getByRole("listitem");
    // Read as written: French puts a non-breaking space before the colon.
    expect(item.textContent).toContain("Nouveau message, à l’équipe");
    expect(item.textContent).toContain("À\u00a0: team@example.org");
    // The reason in the staff's words, never the server's code.
    expect(item.textContent).toContain("Motif\u00a0: le serveur de courriel refuse l’adresse — vérifiez qu’elle est bien écrite");
    expect(item.textContent).not.toContain("550");
    expect(item.textContent).toContain("8 essais depuis le 2 novembre 2026");
    await user.click(within(item).getByRole("button", { name: "Renvoyer" }));
    await vi.waitFor(() => expect(screen.queryByRole("region")).toBeNull());
    expect(calls.find((call) => call.method === "POST")?.url).toBe(`/api/admin/mail/${failed.id}/retry?lang=fr`);
  });
});
