/**
 * The dashboard's backup line and warnings: the server writes them; the panel shows them, and
 * Send all again on a mail warning shows what the server says became of the mails. The API is
 * stubbed at fetch; it answers as the server would.
 */
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AlertsResponse, MailRetryResponse } from "@shared/alerts";
import { renderComponent } from "@/test/render-component";
import { json, stubApi, type Call } from "@/test/stub-api";
import { AlertsPanel } from "./alerts-panel";

afterEach(() => vi.unstubAllGlobals());

const line = "Last backup: November 28, 2026, 3:00\u00a0AM — 1.2 MB — in /srv/backups";
const mailAlert = "2 mails have not left for more than 15 minutes (the oldest since November 28, 2026, 1:00\u00a0PM): the mail server does not answer — tell whoever provides it.";

function server(alerts: AlertsResponse["alerts"], retried: MailRetryResponse): Call[] {
  return stubApi([
    ["/api/admin/mail/retry-all", () => json(200, retried)],
    ["/api/admin/alerts", () => json(200, { backup: { at: "2026-11-28T02:00:00.000Z", size: 1_234_567, where: "/srv/backups", line }, alerts } satisfies AlertsResponse)],
  ]);
}

describe("the dashboard's warnings", () => {
  it("shows the last backup alone when all is well, with no button", async () => {
    server([], { message: "", sent: 0, refused: 0, waiting: 0 });
    renderComponent(<AlertsPanel />);
    expect((await screen.findByTestId("backup-line")).textContent).toBe(line);
    expect(screen.queryByRole("listitem")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("shows each warning, and Send all again says what the server answered", async () => {
    const refused = "2 mails not sent: the mail server does not answer — tell whoever provides it. The site keeps trying.";
    const calls = server(
      [
        { kind: "backup", key: "backup:old", message: "The last backup is more than two days old (November 25, 2026, 3:00\u00a0AM): the daily backup is not being taken. Tell whoever installed the site.", since: "2026-11-25T02:00:00.000Z" },
        { kind: "mail", key: "mail:late", message: mailAlert, since: "2026-11-28T12:00:00.000Z" },
      ],
      { message: refused, sent: 0, refused: 2, waiting: 0 },
    );
    const { user } = renderComponent(<AlertsPanel />);
    const items = await screen.findAllByRole("listitem");
    expect(items.map((item) => item.querySelector("p")?.textContent)).toEqual([expect.stringMatching(/^The last backup is more than two days old/), mailAlert]);
    expect(within(items[0]!).queryByRole("button")).toBeNull();
    await user.click(within(items[1]!).getByRole("button", { name: "Send all again" }));
    expect((await screen.findByRole("status")).textContent).toBe(refused);
    expect(calls.find((call) => call.method === "POST")?.url).toBe("/api/admin/mail/retry-all?lang=en");
  });
});
