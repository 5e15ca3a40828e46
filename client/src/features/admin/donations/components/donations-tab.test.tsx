/**
 * The Donations tab's money figures: the totals count the money received unless another count is
 * chosen, and say so; the filters apply as they change; the export takes the filter of the list
 * on screen, never the totals' count. The API is stubbed at fetch.
 */
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DonationCount, DonationsPage } from "@shared/admin";
import { formatMoney } from "@shared/money";
import { renderComponent } from "@/test/render-component";
import { json } from "@/test/stub-api";
import { DonationsTab } from "./donations-tab";

beforeEach(() => {
  // A laptop's width: the list is a table.
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: true, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
});
afterEach(() => vi.unstubAllGlobals());

const gift = (id: string, status: "succeeded" | "pending", amount: number) => ({
  id,
  email: `${id}@example.org`,
  donorName: null,
  amount,
  currency: "XOF",
  impactTier: null,
  status,
  language: "fr",
  createdAt: "2026-11-20T10:00:00.000Z",
  paidAt: status === "succeeded" ? "2026-11-20T10:05:00.000Z" : null,
  payment: null,
});

/** The server's answer: both gifts listed (those whose e-mail holds `q`), the totals of what `count` selects. */
function answer(url: string) {
  const query = new URL(url, "http://localhost").searchParams;
  const count = (query.get("count") ?? "received") as DonationCount;
  const totals = {
    received: [{ currency: "XOF", count: 1, amount: 30_000 }],
    pending: [{ currency: "XOF", count: 1, amount: 600_000 }],
    failed: [],
    all: [{ currency: "XOF", count: 2, amount: 630_000 }],
  }[count];
  const filter = Object.fromEntries(["status", "currency", "method", "operator", "from", "to", "q"].flatMap((key) => (query.get(key) ? [[key, query.get(key)]] : [])));
  const q = query.get("q")?.toLowerCase();
  const items = [gift("pledge", "pending", 600_000), gift("paid", "succeeded", 30_000)].filter((d) => !q || d.email.includes(q));
  // Each day's money received: the server's, by operator when filtered (MTN took the 20th's only).
  const days =
    query.get("operator") === "mtn"
      ? [{ day: "2026-11-20", currency: "XOF", count: 1, amount: 30_000 }]
      : [
          { day: "2026-11-20", currency: "XOF", count: 1, amount: 30_000 },
          { day: "2026-11-19", currency: "XOF", count: 2, amount: 24_000 },
        ];
  if (items.length === 0) return json(200, { items, total: 0, page: 1, pageSize: 25, filter, count, totals: [], notCounted: 0, days: [] } as unknown as DonationsPage);
  return json(200, {
    items,
    total: 2,
    page: 1,
    pageSize: 25,
    filter,
    count,
    totals,
    notCounted: 2 - totals.reduce((n, t) => n + t.count, 0),
    days,
  } as unknown as DonationsPage);
}

/** The addresses asked, in order (the answer depends on the query, which `stubApi` does not give). */
function stub() {
  const urls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      urls.push(String(input));
      return answer(String(input));
    }),
  );
  return urls;
}

describe("the donations tab's totals", () => {
  it("counts the money received by default and says so, the pledge listed; counting the pending totals it on its own", async () => {
    const urls = stub();
    const { user } = renderComponent(<DonationsTab />, "en");
    const totals = await screen.findByRole("region", { name: "Totals" });
    expect(within(totals).getByRole("listitem")).toHaveTextContent("30,000");
    expect(totals).toHaveTextContent("Money received only");
    expect(totals).toHaveTextContent("1 donation listed below is not counted here.");
    expect(within(totals).getByLabelText("Count")).toHaveValue("received");
    expect(screen.getAllByText("pledge@example.org").length).toBeGreaterThan(0);

    await user.selectOptions(within(totals).getByLabelText("Count"), "Not paid yet");
    await vi.waitFor(() => expect(within(totals).getByRole("listitem")).toHaveTextContent("600,000"));
    expect(totals).toHaveTextContent("Gifts not paid yet");
    expect(urls.at(-1)).toContain("count=pending");
    // The export holds the list, whatever the totals count.
    expect(screen.getByRole("link", { name: "Export CSV" }).getAttribute("href")).toBe("/api/donations/export.csv?lang=en");
  });

  it("applies each filter as it changes, and exports what the list shows", async () => {
    const urls = stub();
    const { user } = renderComponent(<DonationsTab />, "fr");
    await screen.findByRole("region", { name: "Totaux" });
    await user.selectOptions(screen.getByLabelText("Devise"), "FCFA");
    await vi.waitFor(() => expect(urls.at(-1)).toContain("currency=XOF"));
    await vi.waitFor(() =>
      expect(screen.getByRole("link", { name: "Exporter en CSV" }).getAttribute("href")).toBe("/api/donations/export.csv?currency=XOF&lang=fr"),
    );
    expect(screen.queryByRole("button", { name: "Filtrer" })).toBeNull();
  });
});

/** The amount of a day's line in the daily totals, as written (its spaces unchanged). */
const amountOf = (days: HTMLElement, day: string) => within(days).getByRole("rowheader", { name: day }).closest("tr")?.querySelector("td:last-child")?.textContent;

describe("the donations tab's operator filter and daily totals", () => {
  it("filters by operator, shows each day's money received through it, and exports with the operator", async () => {
    const urls = stub();
    const { user } = renderComponent(<DonationsTab />, "en");
    const days = await screen.findByTestId("donation-days");
    expect(within(days).getByRole("heading", { name: "Money received each day" })).toBeVisible();
    expect(within(days).getAllByRole("row")).toHaveLength(3);
    expect(amountOf(days, "November 19, 2026")).toBe(formatMoney(24_000, "XOF", "en"));

    await user.selectOptions(screen.getByLabelText("Operator"), "MTN Mobile Money");
    await vi.waitFor(() => expect(urls.at(-1)).toContain("operator=mtn"));
    await vi.waitFor(() => expect(within(screen.getByTestId("donation-days")).getAllByRole("row")).toHaveLength(2));
    expect(screen.getByTestId("donation-days")).toHaveTextContent("Through MTN Mobile Money only.");
    expect(amountOf(screen.getByTestId("donation-days"), "November 20, 2026")).toMatch(/^30,000\sFCFA$/u);
    await vi.waitFor(() =>
      expect(screen.getByRole("link", { name: "Export CSV" }).getAttribute("href")).toBe("/api/donations/export.csv?operator=mtn&lang=en"),
    );
  });

  it("in French: the operators by their names, the day's amount with its narrow spaces", async () => {
    const urls = stub();
    const { user } = renderComponent(<DonationsTab />, "fr");
    await screen.findByTestId("donation-days");
    await user.selectOptions(screen.getByLabelText("Opérateur"), "Moov Money");
    await vi.waitFor(() => expect(urls.at(-1)).toContain("operator=moov"));
    const days = screen.getByTestId("donation-days");
    expect(within(days).getByRole("heading", { name: "L’argent reçu chaque jour" })).toBeVisible();
    await vi.waitFor(() => expect(days).toHaveTextContent("Par Moov Money seulement."));
    expect(amountOf(days, "20 novembre 2026")).toBe(formatMoney(30_000, "XOF", "fr"));
    expect(amountOf(days, "20 novembre 2026")).toMatch(/^30\s000\sFCFA$/u);
  });
});

describe("the donations tab's search", () => {
  it("searches by the donor once typing pauses, one request for the word, and exports what it finds", async () => {
    const urls = stub();
    const { user } = renderComponent(<DonationsTab />, "en");
    await screen.findByRole("region", { name: "Totals" });
    const asked = urls.length;
    await user.type(screen.getByRole("searchbox", { name: "Search by donor’s e-mail or name" }), "pledge");
    await vi.waitFor(() => expect(urls.at(-1)).toContain("q=pledge"));
    // One request for the word typed, not one per letter.
    expect(urls.slice(asked).filter((url) => url.includes("q="))).toHaveLength(1);
    await vi.waitFor(() =>
      expect(screen.getByRole("link", { name: "Export CSV" }).getAttribute("href")).toBe("/api/donations/export.csv?q=pledge&lang=en"),
    );
    // The other filters keep the search.
    await user.selectOptions(screen.getByLabelText("Currency"), "FCFA");
    await vi.waitFor(() => expect(urls.at(-1)).toMatch(/currency=XOF.*q=pledge|q=pledge.*currency=XOF/));
    await user.click(screen.getByRole("button", { name: "Clear the search" }));
    await vi.waitFor(() => expect(urls.at(-1)).not.toContain("q="));
    expect(screen.getByRole("searchbox", { name: "Search by donor’s e-mail or name" })).toHaveValue("");
  });

  it("says once, in French, that no donation matches, with Enter searching at once", async () => {
    const urls = stub();
    const { user } = renderComponent(<DonationsTab />, "fr");
    await screen.findByRole("region", { name: "Totaux" });
    await user.type(screen.getByRole("searchbox", { name: "Rechercher par e-mail ou nom du donateur" }), "personne{Enter}");
    expect(urls.at(-1)).toContain("q=personne");
    await screen.findByText("Aucun don ne correspond à ce filtre.");
    expect(screen.getAllByText(/Aucun don/)).toHaveLength(1);
    expect(screen.queryByRole("region", { name: "Totaux" })).toBeNull();
    // Reset empties the search box and shows every donation again.
    await user.click(screen.getByRole("button", { name: "Réinitialiser" }));
    await screen.findByRole("region", { name: "Totaux" });
    expect(screen.getByRole("searchbox", { name: "Rechercher par e-mail ou nom du donateur" })).toHaveValue("");
  });
});

describe("each donation's button", () => {
  for (const [width, matches] of [
    ["a laptop's table", true],
    ["a phone's cards", false],
  ] as const) {
    it(`is in ${width}: Record a payment while unpaid, Payments and receipt once paid`, async () => {
      vi.stubGlobal("matchMedia", (query: string) => ({ matches, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
      stub();
      renderComponent(<DonationsTab />, "en");
      await screen.findByRole(matches ? "table" : "list", { name: "Donations" });
      expect(screen.getByRole("button", { name: `Record a payment for the donation of ${formatMoney(600_000, "XOF", "en")} from pledge@example.org` })).toBeVisible();
      expect(screen.getByRole("button", { name: `Payments and receipt of the donation of ${formatMoney(30_000, "XOF", "en")} from paid@example.org` })).toBeVisible();
    });
  }
});

describe("a donor who gave anonymously", () => {
  for (const [width, matches] of [
    ["a laptop's table", true],
    ["a phone's cards", false],
  ] as const) {
    it(`is named for staff in ${width}, marked Anonymous / Anonyme, with the number they gave`, async () => {
      vi.stubGlobal("matchMedia", (query: string) => ({ matches, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
      const items = [{ ...gift("awa", "succeeded", 30_000), donorName: "Awa Diallo", phone: "+229 01 97 12 34 56", anonymous: true }];
      const page = { items, total: 1, page: 1, pageSize: 25, filter: {}, count: "received", totals: [{ currency: "XOF", count: 1, amount: 30_000 }], notCounted: 0, days: [] };
      vi.stubGlobal(
        "fetch",
        vi.fn(async () => json(200, page as unknown as DonationsPage)),
      );
      for (const lang of ["en", "fr"] as const) {
        renderComponent(<DonationsTab />, lang);
        const list = await screen.findByRole(matches ? "table" : "list", { name: lang === "en" ? "Donations" : "Dons" });
        expect(within(list).getByText("Awa Diallo")).toBeVisible();
        expect(within(list).getByText(lang === "en" ? "Anonymous" : "Anonyme")).toBeVisible();
        expect(within(list).getByRole("link", { name: /\+229 01 97 12 34 56$/ })).toHaveAttribute("href", "tel:+2290197123456");
        cleanup();
      }
    });
  }
});
