/**
 * The Payments tab: every payment received with who paid, what, the operator's id and the masked
 * number; an erased person shown as erased; the operator filter with its day totals and the export
 * of what is on screen; the money that stands and what is left out. The API is stubbed at fetch.
 */
import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ReceivedPaymentItem, ReceivedPaymentsPage } from "@shared/admin";
import { formatMoney } from "@shared/money";
import { renderComponent } from "@/test/render-component";
import { json } from "@/test/stub-api";
import { PaymentsTab } from "./payments-tab";

afterEach(() => vi.unstubAllGlobals());
const width = (wide: boolean) =>
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: wide, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
beforeEach(() => width(true));

const payment = (id: string, over: Partial<ReceivedPaymentItem>): ReceivedPaymentItem => ({
  id,
  payableKind: "membership",
  payableId: `${id}-payable`,
  provider: "staff",
  method: "mobile_money_transfer",
  providerRef: null,
  amount: 12_000,
  currency: "XOF",
  status: "succeeded",
  statusAt: null,
  paidAt: "2026-11-27T23:30:00.000Z",
  phone: null,
  operator: null,
  operatorRef: null,
  failureReason: null,
  recordedByName: "treasurer",
  note: null,
  createdAt: "2026-11-27T23:30:00.000Z",
  duplicateOf: null,
  reversal: null,
  reversedAt: null,
  reversalReason: null,
  reversedByName: null,
  receipt: { number: "2026-000012", cancelled: false },
  payer: { name: "Awa Houngbo", erased: false, anonymous: false, memberId: "m-awa" },
  paid: { kind: "dues", year: 2026 },
  ...over,
});

const items = [
  payment("awa", { operator: "mtn", operatorRef: "MP261127.2330.A1", providerRef: "MP261127.2330.A1", phone: "01 •• •• 34 56" }),
  payment("gone", { operator: "mtn", operatorRef: "MP-ERASED", payer: { name: null, erased: true, anonymous: false, memberId: null } }),
  payment("gift", {
    payableKind: "donation",
    method: "cash",
    providerRef: "CARNET-7",
    amount: 5_000,
    paid: { kind: "gift" },
    payer: { name: "Kossi", erased: false, anonymous: true, memberId: null },
    reversal: "refunded",
    reversedAt: "2026-11-28T10:00:00.000Z",
    receipt: { number: "2026-000013", cancelled: true },
  }),
];

/** The server's answer: MTN's payments only when filtered, with its days. */
function stub() {
  const urls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      urls.push(url);
      const query = new URL(url, "http://localhost").searchParams;
      const operator = query.get("operator");
      const listed = operator === "mtn" ? items.slice(0, 2) : items;
      const page: ReceivedPaymentsPage = {
        items: listed,
        total: listed.length,
        page: 1,
        pageSize: 25,
        filter: { kind: "all", ...(operator ? { operator: operator as "mtn" } : {}) },
        totals: [{ currency: "XOF", count: 2, amount: 24_000 }],
        notCounted: listed.length - 2,
        days:
          operator === "mtn"
            ? [{ day: "2026-11-28", currency: "XOF", count: 2, amount: 24_000 }]
            : [
                { day: "2026-11-28", currency: "XOF", count: 2, amount: 24_000 },
                { day: "2026-11-27", currency: "XOF", count: 1, amount: 5_000 },
              ],
      };
      return json(200, page);
    }),
  );
  return urls;
}

const amountOf = (days: HTMLElement, day: string) => within(days).getByRole("rowheader", { name: day }).closest("tr")?.querySelector("td:last-child")?.textContent;

describe("the payments tab", () => {
  it("lists who paid and what, the operator's id and the masked number, the receipt and what became of it; an erased person as erased", async () => {
    stub();
    renderComponent(<PaymentsTab />, "en");
    const table = await screen.findByRole("table", { name: "Payments received" });
    const rows = within(table).getAllByTestId("received-payment");
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByRole("link", { name: "Open the member’s page of Awa Houngbo" })).toHaveAttribute("href", "/admin?tab=members&member=m-awa");
    expect(rows[0]).toHaveTextContent("Dues 2026");
    expect(within(rows[0]!).getByTestId("payment-operator")).toHaveTextContent("MTN Mobile Money · Operator’s ID MP261127.2330.A1 · 01 •• •• 34 56");
    expect(rows[0]).toHaveTextContent("Receipt 2026-000012");
    expect(rows[1]).toHaveTextContent("Data erased at the person’s request");
    expect(rows[2]).toHaveTextContent("Gift");
    expect(rows[2]).toHaveTextContent("Anonymous");
    expect(rows[2]).toHaveTextContent("Refunded on");
    expect(rows[2]).toHaveTextContent("Receipt 2026-000013 cancelled");
    const totals = screen.getByRole("region", { name: "Totals" });
    expect(totals).toHaveTextContent("1 payment listed below is not counted here.");
    expect(within(totals).getByRole("listitem")).toHaveTextContent("24,000");
  });

  it("filters by operator: each day's money through it, and the export of what is listed", async () => {
    const urls = stub();
    const { user } = renderComponent(<PaymentsTab />, "en");
    const days = await screen.findByTestId("payment-days");
    expect(within(days).getByRole("heading", { name: "Money received each day" })).toBeVisible();
    expect(within(days).getAllByRole("row")).toHaveLength(3);
    await user.selectOptions(screen.getByLabelText("Operator"), "MTN Mobile Money");
    await vi.waitFor(() => expect(urls.at(-1)).toContain("operator=mtn"));
    await vi.waitFor(() => expect(within(screen.getByTestId("payment-days")).getAllByRole("row")).toHaveLength(2));
    expect(screen.getByTestId("payment-days")).toHaveTextContent("Through MTN Mobile Money only.");
    expect(amountOf(screen.getByTestId("payment-days"), "November 28, 2026")).toBe(formatMoney(24_000, "XOF", "en"));
    await vi.waitFor(() => expect(screen.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", "/api/admin/payments/received/export.csv?operator=mtn&lang=en"));

    await user.selectOptions(screen.getByLabelText("For"), "Dues");
    await vi.waitFor(() => expect(urls.at(-1)).toMatch(/kind=dues.*operator=mtn|operator=mtn.*kind=dues/));
  });

  it("in French on a phone: cards, the operators and amounts in French, the erased said so", async () => {
    width(false);
    const urls = stub();
    const { user } = renderComponent(<PaymentsTab />, "fr");
    const list = await screen.findByRole("list", { name: "Paiements reçus" });
    expect(within(list).getAllByTestId("received-payment")).toHaveLength(3);
    expect(list).toHaveTextContent("Cotisation 2026");
    expect(list).toHaveTextContent("Données effacées à la demande de la personne");
    expect(list).toHaveTextContent("Identifiant opérateur MP261127.2330.A1");
    await user.selectOptions(screen.getByLabelText("Opérateur"), "MTN Mobile Money");
    await vi.waitFor(() => expect(urls.at(-1)).toContain("operator=mtn"));
    const days = screen.getByTestId("payment-days");
    expect(within(days).getByRole("heading", { name: "L’argent reçu chaque jour" })).toBeVisible();
    await vi.waitFor(() => expect(days).toHaveTextContent("Par MTN Mobile Money seulement."));
    expect(amountOf(screen.getByTestId("payment-days"), "28 novembre 2026")).toMatch(/^24\s000\sFCFA$/u);
  });
});
