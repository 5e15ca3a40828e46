/**
 * The Privacy requests tab: open requests with their deadline (an overdue one says so) and what
 * the site holds (one and several said right), completed only once the confirmation naming what
 * will happen is accepted; an erased address never shown. The API is stubbed at fetch.
 */
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PrivacyRequestItem, PrivacyRequestList } from "@shared/privacy";
import { renderComponent } from "@/test/render-component";
import { json, stubApi } from "@/test/stub-api";
import { PrivacyTab } from "./privacy-tab";

afterEach(() => vi.unstubAllGlobals());

const DAY = 86_400_000;
const none = { members: 0, applications: 0, yearsPaid: 0, payments: 0, donations: 0, messages: 0, newsletter: 0, mails: 0 };
const request = (overrides: Partial<PrivacyRequestItem>): PrivacyRequestItem => ({
  id: "00000000-0000-4000-8000-000000000001",
  email: "ama@example.org",
  kind: "copy",
  language: "fr",
  requestedAt: new Date(Date.now() - 2 * DAY).toISOString(),
  dueAt: new Date(Date.now() + 28 * DAY).toISOString(),
  completedAt: null,
  completedByName: null,
  holds: none,
  ...overrides,
});

describe("the privacy requests tab", () => {
  it("lists open requests with their deadline, overdue ones said so, and what is held", async () => {
    const list: PrivacyRequestList = {
      open: [
        request({ id: "00000000-0000-4000-8000-000000000002", email: "late@example.org", kind: "erasure", dueAt: new Date(Date.now() - DAY).toISOString() }),
        request({ holds: { ...none, members: 1, payments: 2, newsletter: 1 } }),
      ],
      completed: [request({ id: "00000000-0000-4000-8000-000000000003", email: null, kind: "erasure", completedAt: "2026-11-20T10:00:00.000Z", completedByName: "admin" })],
    };
    stubApi([["/api/admin/privacy-requests?", () => json(200, list)]]);
    renderComponent(<PrivacyTab />);
    const open = await screen.findByRole("list", { name: "Open requests" });
    const [late, ama] = within(open).getAllByRole("listitem");
    expect(late).toHaveTextContent(/late@example\.org.*Erasure of their data.*Overdue: due by/);
    expect(ama).toHaveTextContent("What the site holds: 1 member record, 2 payments, the newsletter sign-up");
    expect(ama).not.toHaveTextContent("Overdue");
    const completed = screen.getByRole("list", { name: "Completed requests" });
    expect(completed).toHaveTextContent(/\(address erased\).*Erasure of their data.*Completed on .* by admin/);
  });

  it("completes a request only once the confirmation is accepted", async () => {
    let done = false;
    const calls = stubApi([
      ["/complete", () => ((done = true), json(200, { message: "Demande traitée" }))],
      ["/api/admin/privacy-requests?", () => json(200, done ? { open: [], completed: [] } : { open: [request({ kind: "erasure" })], completed: [] })],
    ]);
    const { user } = renderComponent(<PrivacyTab />, "fr");
    await user.click(await screen.findByRole("button", { name: "Traiter la demande d’ama@example.org" }));
    const question = screen.getByRole("alertdialog", { name: "Effacer les données de cette personne\u00a0?" });
    expect(question).toHaveAccessibleDescription(/^Tout ce que le site détient sous ama@example\.org est anonymisé/);
    await user.click(within(question).getByRole("button", { name: "Annuler" }));
    expect(calls.some((call) => call.method === "POST")).toBe(false);

    await user.click(screen.getByRole("button", { name: "Traiter la demande d’ama@example.org" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Effacer ses données" }));
    await vi.waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(calls.find((call) => call.method === "POST")?.url).toBe("/api/admin/privacy-requests/00000000-0000-4000-8000-000000000001/complete?lang=fr");
    expect(await screen.findByText("Aucune demande en cours.")).toBeVisible();
  });
});
