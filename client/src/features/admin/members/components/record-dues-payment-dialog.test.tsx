/**
 * Recording dues paid elsewhere, and approving a member who owes them: what the staff see and
 * what is sent, with the API stubbed at fetch. The server's refusals stay in the dialog.
 */
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MemberRecord } from "@shared/admin";
import type { Language } from "@shared/domain";
import { membershipYearOf } from "@shared/membership";
import { renderComponent } from "@/test/render-component";
import { json, stubApi } from "@/test/stub-api";
import { testMember } from "../test/test-member";
import { todayIso } from "../../lib/format";
import { MemberEditDialog } from "./member-edit-dialog";
import { RecordDuesPaymentDialog } from "./record-dues-payment-dialog";

afterEach(() => vi.unstubAllGlobals());

const member: MemberRecord = testMember();

/** GET of the member's payments (none), then the answer to the POST that records one. */
const paymentsApi = (answer: (body: Record<string, unknown>) => Response) =>
  stubApi([
    ["kind=membership", () => json(200, { items: [] })],
    ["/api/admin/payments?lang=", answer],
  ]);

const recorded = (body: Record<string, unknown>) =>
  json(201, { message: "Payment recorded", kind: "membership", membership: { ...member, status: "active", paymentStatus: "succeeded" }, payment: { id: "p1", ...body } });

describe("recording a member's dues", () => {
  it("fills in the dues and today, and sends what the staff chose", async () => {
    const calls = paymentsApi(recorded);
    const onClose = vi.fn();
    const { user } = renderComponent(<RecordDuesPaymentDialog member={member} onClose={onClose} />);
    const dialog = screen.getByRole("dialog", { name: "Record a payment" });
    expect(dialog).toHaveAccessibleDescription(/^Dues of Aïcha Dossou: 12,000\u00a0FCFA\./);
    expect(within(dialog).getByLabelText("Amount (FCFA)")).toHaveValue("12000");
    expect(within(dialog).getByLabelText("Paid on")).toHaveValue(todayIso());
    expect(within(dialog).getByLabelText("How it was paid")).toHaveValue("cash");

    await user.selectOptions(within(dialog).getByLabelText("How it was paid"), "Mobile money to the foundation’s number");
    await user.type(within(dialog).getByLabelText("Reference (optional)"), "MTN-778899");
    await user.click(within(dialog).getByRole("button", { name: "Record the payment" }));

    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = calls.find((call) => call.method === "POST");
    expect(post?.url).toBe("/api/admin/payments?lang=en");
    expect(post?.body).toEqual({
      kind: "membership",
      id: member.id,
      method: "mobile_money_transfer",
      amount: 12_000,
      currency: "XOF",
      paidOn: todayIso(),
      reference: "MTN-778899",
      note: null,
      year: membershipYearOf(new Date()),
    });
  });

  it("names the year paid, offers last, this and next year less those paid, and sends the one chosen", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-28T10:00:00Z"), toFake: ["Date"] });
    try {
      const calls = paymentsApi(recorded);
      const onClose = vi.fn();
      const { user } = renderComponent(<RecordDuesPaymentDialog member={testMember({ membershipYear: 2026, memberPaidYears: [2025] })} onClose={onClose} />);
      const dialog = screen.getByRole("dialog", { name: "Record a payment" });
      const year = within(dialog).getByLabelText("Year these dues pay");
      expect(year).toHaveValue("2026");
      expect(within(year).getAllByRole("option").map((option) => option.textContent)).toEqual(["2026 (this year)", "2027 (next year)"]);
      expect(within(dialog).getByText("Dues 2026 — valid until December 31, 2026")).toBeVisible();
      await user.selectOptions(year, "2027 (next year)");
      expect(within(dialog).getByText("Dues 2027 — valid until December 31, 2027")).toBeVisible();
      await user.click(within(dialog).getByRole("button", { name: "Record the payment" }));
      await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(calls.find((call) => call.method === "POST")?.body).toMatchObject({ kind: "membership", year: 2027 });
    } finally {
      vi.useRealTimers();
    }
  });

  it("offers the year the application was filed for first, in French", () => {
    vi.useFakeTimers({ now: new Date("2026-11-28T10:00:00Z"), toFake: ["Date"] });
    try {
      paymentsApi(recorded);
      renderComponent(<RecordDuesPaymentDialog member={testMember({ membershipYear: 2027 })} onClose={() => {}} />, "fr");
      const dialog = screen.getByRole("dialog", { name: "Enregistrer un paiement" });
      const year = within(dialog).getByLabelText("Année que paie cette cotisation");
      expect(year).toHaveValue("2027");
      expect(within(year).getAllByRole("option").map((option) => option.textContent)).toEqual(["2025 (l’an dernier)", "2026 (cette année)", "2027 (l’an prochain)"]);
      expect(within(dialog).getByText("Cotisation 2027 — valable jusqu’au 31 décembre 2027")).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows the server's refusal on its field, in French, and stays open", async () => {
    paymentsApi(() =>
      json(400, { message: "Certains champs sont invalides", errors: [{ path: "amount", message: "Le montant doit être celui qui est dû\u00a0: 12\u00a0000\u00a0FCFA" }] }),
    );
    const onClose = vi.fn();
    const { user } = renderComponent(<RecordDuesPaymentDialog member={member} onClose={onClose} />, "fr");
    const dialog = screen.getByRole("dialog", { name: "Enregistrer un paiement" });
    const amount = within(dialog).getByLabelText("Montant (FCFA)");
    await user.clear(amount);
    await user.type(amount, "10 000");
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer le paiement" }));
    // In the admin's words, with the amount due shown just above (the field's hint).
    expect(await within(dialog).findByText("Saisissez le montant dû, indiqué ci-dessus.")).toBeVisible();
    expect(amount).toHaveAccessibleDescription(/^Dû\u00a0: 12\u00a0000\u00a0FCFA/);
    expect(amount).toHaveAttribute("aria-invalid", "true");
    expect(onClose).not.toHaveBeenCalled();
  });

  it("says why it could not record (paid meanwhile) above the buttons, without closing", async () => {
    stubApi([
      ["kind=membership", () => json(200, { items: [] })],
      ["/api/admin/payments?lang=", () => json(409, { message: "This has already been paid" })],
      ["/api/memberships", () => json(200, { items: [], total: 0, page: 1, pageSize: 20 })],
    ]);
    const onClose = vi.fn();
    const { user } = renderComponent(<RecordDuesPaymentDialog member={member} onClose={onClose} />);
    await user.click(screen.getByRole("button", { name: "Record the payment" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This has already been paid");
    expect(screen.getByRole("dialog")).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("refuses a day after today before asking the server", async () => {
    const calls = paymentsApi(recorded);
    const { user } = renderComponent(<RecordDuesPaymentDialog member={member} onClose={() => {}} />);
    const date = screen.getByLabelText("Paid on");
    await user.clear(date);
    await user.type(date, "2999-01-01");
    await user.click(screen.getByRole("button", { name: "Record the payment" }));
    expect(await screen.findByText("The payment date cannot be in the future.")).toBeVisible();
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);
  });
});

describe("approving a member whose dues are unpaid", () => {
  const editApi = () =>
    stubApi([
      ["kind=membership", () => json(200, { items: [] })],
      ["/api/memberships/", (body) => json(200, { membership: { ...member, ...body, version: member.version + 1 } })],
      ["/api/memberships", () => json(200, { items: [], total: 0, page: 1, pageSize: 20 })],
    ]);

  async function approveInDialog(lang: Language, status: string, save: string) {
    const calls = editApi();
    const onClose = vi.fn();
    const onRecordPayment = vi.fn();
    const { user } = renderComponent(<MemberEditDialog member={member} onClose={onClose} onRecordPayment={onRecordPayment} />, lang);
    await user.selectOptions(screen.getByLabelText(lang === "fr" ? "Statut" : "Status"), status);
    await user.click(screen.getByRole("button", { name: save }));
    return { calls, onClose, onRecordPayment, user };
  }

  it("asks whether they were paid; recording the payment opens its dialog without approving", async () => {
    const { calls, onRecordPayment, user } = await approveInDialog("en", "Active", "Save");
    const question = await screen.findByRole("group", { name: "Were the dues paid?" });
    expect(question).toHaveTextContent("Aïcha Dossou has not paid the dues of 12,000 FCFA online.");
    await vi.waitFor(() => expect(within(question).getByRole("button", { name: "Record the payment" })).toHaveFocus());
    await user.click(within(question).getByRole("button", { name: "Record the payment" }));
    expect(onRecordPayment).toHaveBeenCalledWith(member);
    expect(calls.filter((call) => call.method === "PUT")).toEqual([]);
  });

  it("approves without payment when told so, in French", async () => {
    const { calls, onClose, user } = await approveInDialog("fr", "Actif", "Enregistrer");
    const question = await screen.findByRole("group", { name: "La cotisation a-t-elle été payée\u00a0?" });
    await user.click(within(question).getByRole("button", { name: "Approuver sans paiement" }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.method === "PUT")?.body).toMatchObject({ status: "active", version: member.version });
  });

  it("goes back to the form, as it was, on Cancel", async () => {
    const { calls, user } = await approveInDialog("en", "Active", "Save");
    await user.click(within(await screen.findByRole("group", { name: "Were the dues paid?" })).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("group", { name: "Were the dues paid?" })).toBeNull();
    expect(screen.getByLabelText("Status")).toHaveValue("active");
    expect(calls.filter((call) => call.method === "PUT")).toEqual([]);
  });

  it("does not ask for a member who owes nothing", async () => {
    editApi();
    const onClose = vi.fn();
    const founder = { ...member, category: "founder" as const, duesAmount: 0 };
    const { user } = renderComponent(<MemberEditDialog member={founder} onClose={onClose} onRecordPayment={() => {}} />);
    await user.selectOptions(screen.getByLabelText("Status"), "Active");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
