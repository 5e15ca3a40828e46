/**
 * The Newsletter tab: the sign-ups listed and searched by e-mail, the CSV following the search,
 * and an address removed only once the confirmation (an alertdialog) is accepted. The API is
 * stubbed at fetch.
 */
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SubscriberItem } from "@shared/admin";
import { renderComponent } from "@/test/render-component";
import { json, stubApi } from "@/test/stub-api";
import { NewsletterTab } from "./newsletter-tab";

afterEach(() => vi.unstubAllGlobals());

const subscriber = (email: string, language: "en" | "fr" = "en"): SubscriberItem => ({
  id: `00000000-0000-4000-8000-${email.length.toString().padStart(12, "0")}`,
  email,
  language,
  createdAt: "2026-11-02T09:00:00.000Z",
});
const ama = subscriber("ama@example.org", "fr");
const kossi = subscriber("kossi.agbo@example.bj");
const page = (items: SubscriberItem[]) => ({ items, total: items.length, page: 1, pageSize: 25 });

describe("the newsletter tab", () => {
  it("lists the sign-ups with their language and date, searches by e-mail, and exports the search", async () => {
    const calls = stubApi([
      ["q=kossi", () => json(200, page([kossi]))],
      ["/api/admin/newsletter?", () => json(200, page([ama, kossi]))],
    ]);
    const { user } = renderComponent(<NewsletterTab />);
    const list = await screen.findByRole("list", { name: "Newsletter sign-ups" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    expect(within(list).getAllByRole("listitem")[0]).toHaveTextContent(/ama@example\.org.*French.*Signed up on/);
    expect(screen.getByRole("status")).toHaveTextContent("2 addresses");
    expect(screen.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", "/api/admin/newsletter/export.csv?lang=en");

    await user.type(screen.getByLabelText("Search by e-mail"), "kossi");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await vi.waitFor(() => expect(within(screen.getByRole("list", { name: "Newsletter sign-ups" })).getAllByRole("listitem")).toHaveLength(1));
    expect(calls.at(-1)?.url).toBe("/api/admin/newsletter?q=kossi&page=1&lang=en");
    expect(screen.getByRole("status")).toHaveTextContent("Results for “kossi” · 1 address");
    expect(screen.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", "/api/admin/newsletter/export.csv?q=kossi&lang=en");
  });

  it("removes an address only after the confirmation, which can be cancelled", async () => {
    let removed = false;
    const calls = stubApi([
      ["/api/admin/newsletter/", () => ((removed = true), json(200, { message: "Adresse retirée de la lettre d’information" }))],
      ["/api/admin/newsletter?", () => json(200, page(removed ? [kossi] : [ama, kossi]))],
    ]);
    const { user } = renderComponent(<NewsletterTab />, "fr");
    await user.click(await screen.findByRole("button", { name: "Retirer ama@example.org" }));
    let question = screen.getByRole("alertdialog", { name: "Retirer cette adresse\u00a0?" });
    expect(question).toHaveAccessibleDescription(/^ama@example\.org ne recevra plus/);
    expect(within(question).getByRole("button", { name: "Annuler" })).toHaveFocus();
    await user.click(within(question).getByRole("button", { name: "Annuler" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);

    await user.click(screen.getByRole("button", { name: "Retirer ama@example.org" }));
    question = screen.getByRole("alertdialog");
    await user.click(within(question).getByRole("button", { name: "Retirer l’adresse" }));
    await vi.waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(calls.find((call) => call.method === "DELETE")?.url).toBe(`/api/admin/newsletter/${ama.id}?lang=fr`);
    await vi.waitFor(() => expect(screen.queryByText("ama@example.org")).toBeNull());
    expect(screen.getByText("kossi.agbo@example.bj")).toBeVisible();
  });

  it("says when nobody has signed up yet", async () => {
    stubApi([["/api/admin/newsletter?", () => json(200, page([]))]]);
    renderComponent(<NewsletterTab />);
    expect(await screen.findByText("Nobody has signed up for the newsletter yet.")).toBeVisible();
  });
});
