/**
 * The audit list's filters as staff use them: each offers what the entries hold, by name in the
 * reader's language; choosing one reloads the list from its first page with that filter, and the
 * export downloads what the filters select. The API is stubbed at fetch.
 */
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { vi } from "vitest";
import type { AuditItem, Page } from "@shared/admin";
import { renderComponent } from "@/test/render-component";
import { json, stubApi } from "@/test/stub-api";
import { DashboardTab } from "./dashboard-tab";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const entry: AuditItem = {
  id: "00000000-0000-4000-8000-000000000001",
  userId: null,
  username: "awa",
  action: "payment.record",
  entity: "membership",
  entityId: "00000000-0000-4000-8000-000000000002",
  label: "Kossi Agbo",
  details: null,
  changes: {},
  createdAt: "2026-11-20T09:01:00.000Z",
};

function stub() {
  return stubApi([
    ["/api/admin/audit/filters", () => json(200, { who: ["awa", "(site)"], entities: ["membership", "program"], actions: ["payment.record", "program.publish"] })],
    [
      "/api/admin/audit?",
      (_body, call) => {
        const query = new URL(call.url, "http://localhost").searchParams;
        const matches = !query.get("action") || query.get("action") === "payment.record";
        return json(200, { items: matches ? [entry] : [], total: matches ? 1 : 0, page: Number(query.get("page") ?? 1), pageSize: 20 } satisfies Page<AuditItem>);
      },
    ],
    ["/api/admin/", () => json(500, { message: "not this test's" })],
  ]);
}

describe("the audit list's filters", () => {
  it("offer who, the kind of record and the action by their names, in French", async () => {
    stub();
    renderComponent(<DashboardTab />, "fr");
    const filters = await screen.findByRole("search", { name: "Filtrer le journal des modifications" });
    const action = within(filters).getByLabelText("Action");
    await within(action).findByRole("option", { name: "Programme publié" });
    expect(within(action).getAllByRole("option").map((option) => option.textContent)).toEqual(["Tous", "Paiement enregistré", "Programme publié"]);
    expect(within(within(filters).getByLabelText("Auteur")).getAllByRole("option").map((o) => o.textContent)).toEqual(["Tous", "awa", "Le site"]);
    expect(within(within(filters).getByLabelText("Type d’élément")).getAllByRole("option").map((o) => o.textContent)).toEqual(["Tous", "Adhésions", "Programmes"]);
  });

  it("reload the list with the filter from its first page, say when nothing matches, and export what they select", async () => {
    const calls = stub();
    const { user } = renderComponent(<DashboardTab />);
    const filters = await screen.findByRole("search", { name: "Filter the audit log" });
    await within(within(filters).getByLabelText("Action")).findByRole("option", { name: "Program published" });
    await user.selectOptions(within(filters).getByLabelText("Who"), "awa");
    await user.selectOptions(within(filters).getByLabelText("Action"), "program.publish");
    expect(await screen.findByText("No change matches these filters.")).toBeInTheDocument();
    const last = calls.filter((call) => call.url.includes("/api/admin/audit?")).at(-1)!;
    expect(Object.fromEntries(new URL(last.url, "http://localhost").searchParams)).toMatchObject({ who: "awa", action: "program.publish", page: "1" });
    expect(screen.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", "/api/admin/audit/export.csv?who=awa&action=program.publish&lang=en");
  });
});
