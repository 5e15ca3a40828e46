/**
 * Adding a donation received offline, and recording a payment for a pledged one: what is filled
 * in, what is sent, and the server's refusals kept in the dialog. The API is stubbed at fetch.
 */
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DonationItem } from "@shared/admin";
import { renderComponent } from "@/test/render-component";
import { json, stubApi } from "@/test/stub-api";
import { todayIso } from "../../lib/format";
import { OfflineDonationDialog } from "./offline-donation-dialog";
import { RecordDonationPaymentDialog } from "./record-donation-payment-dialog";

afterEach(() => vi.unstubAllGlobals());

const donationAnswer = (body: Record<string, unknown>) =>
  json(201, {
    message: "Donation recorded",
    donation: { id: "d1", email: body.email, donorName: body.donorName, amount: 30_000, currency: "XOF", status: "succeeded" },
    payment: { id: "p1" },
  });

describe("adding an offline donation", () => {
  it("fills in a tier's amount in the chosen currency, and sends the donation with its payment", async () => {
    const calls = stubApi([["/api/admin/donations", donationAnswer]]);
    const onClose = vi.fn();
    const { user } = renderComponent(<OfflineDonationDialog onClose={onClose} />, "fr");
    const dialog = screen.getByRole("dialog", { name: "Ajouter un don reçu hors ligne" });
    await user.type(within(dialog).getByLabelText("E-mail (facultatif)"), "koffi@example.bj");
    await user.type(within(dialog).getByLabelText("Nom du donateur (facultatif)"), "Koffi Mensah");
    expect(within(dialog).getByLabelText("Devise")).toHaveValue("XOF");
    await user.selectOptions(within(dialog).getByLabelText("Palier d’impact (facultatif)"), "Former 1 apprenant");
    expect(within(dialog).getByLabelText("Montant (FCFA)")).toHaveValue("30000");
    await user.selectOptions(within(dialog).getByLabelText("Devise"), "USD");
    expect(within(dialog).getByLabelText("Montant (USD)")).toHaveValue("50");
    await user.selectOptions(within(dialog).getByLabelText("Devise"), "XOF");
    await user.click(within(dialog).getByRole("button", { name: "Ajouter le don" }));

    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]).toMatchObject({ url: "/api/admin/donations?lang=fr", method: "POST" });
    expect(calls[0]!.body).toEqual({
      email: "koffi@example.bj",
      donorName: "Koffi Mensah",
      phone: null,
      amount: 30_000,
      currency: "XOF",
      impactTier: "train_learner",
      language: "fr",
      method: "cash",
      paidOn: todayIso(),
      reference: null,
      note: null,
    });
  });

  it("checks the form before sending, and shows the server's refusal on its field", async () => {
    const calls = stubApi([
      ["/api/admin/donations", () => json(400, { message: "Some fields are invalid", errors: [{ path: "reference", message: "A payment with this reference is already recorded" }] })],
    ]);
    const { user } = renderComponent(<OfflineDonationDialog onClose={() => {}} />);
    await user.click(screen.getByRole("button", { name: "Add the donation" }));
    // The amount is required; the e-mail is not (a gift at the office may come without one), but checked when given.
    expect(await screen.findByText("Enter the amount.")).toBeVisible();
    expect(screen.queryByText("Enter an e-mail address.")).toBeNull();
    await user.type(screen.getByLabelText("E-mail (optional)"), "donor@");
    await user.click(screen.getByRole("button", { name: "Add the donation" }));
    expect(await screen.findByText("Enter an e-mail address like name@example.org")).toBeVisible();
    expect(calls).toEqual([]);

    await user.type(screen.getByLabelText("E-mail (optional)"), "example.org");
    await user.type(screen.getByLabelText("Amount (FCFA)"), "25 000");
    await user.type(screen.getByLabelText("Reference (optional)"), "REC-1");
    await user.click(screen.getByRole("button", { name: "Add the donation" }));
    expect(await screen.findByText("A payment with this reference is already recorded: check the number.")).toBeVisible();
    expect(calls[0]!.body).toMatchObject({ amount: 25_000, reference: "REC-1", impactTier: null });
    expect(screen.getByRole("dialog")).toBeVisible();
  });
});

describe("recording a payment for a pledged donation", () => {
  const pledged: DonationItem = {
    id: "5d2b1f0e-8a43-4c8e-9b0a-2f1e3d4c5b6a",
    email: "pledge@example.org",
    donorName: null,
    phone: null,
    anonymous: false,
    amount: 5_000,
    currency: "USD",
    impactTier: "train_learner",
    status: "pending",
    language: "en",
    statusAt: null,
    paidAt: null,
    createdAt: "2026-11-10T10:00:00.000Z",
    updatedAt: "2026-11-10T10:00:00.000Z",
    payment: { provider: "stripe", method: "card", reference: "pi_123", status: "failed", reversal: null, paidTwice: false, operator: null, operatorRef: null, maskedNumber: null },
    erased: false,
  };

  it("shows the earlier tries and fills in what the donation owes", async () => {
    const calls = stubApi([
      [
        "kind=donation",
        () =>
          json(200, {
            items: [
              {
                id: "p0",
                payableKind: "donation",
                payableId: pledged.id,
                provider: "stripe",
                method: "card",
                providerRef: "pi_123",
                amount: 5_000,
                currency: "USD",
                status: "failed",
                statusAt: "2026-11-10T10:05:00.000Z",
                paidAt: null,
                phone: null,
                operator: null,
                operatorRef: null,
                failureReason: "card_declined",
                recordedByName: null,
                note: null,
                createdAt: "2026-11-10T10:01:00.000Z",
              },
            ],
          }),
      ],
      ["/api/admin/payments?lang=", (body) => json(201, { message: "Payment recorded", kind: "donation", donation: { ...pledged, status: "succeeded" }, payment: { id: "p1", ...body } })],
    ]);
    const onClose = vi.fn();
    const { user } = renderComponent(<RecordDonationPaymentDialog donation={pledged} onClose={onClose} />);
    const dialog = screen.getByRole("dialog", { name: "Record a payment" });
    const history = await within(dialog).findByRole("region", { name: "Payments" });
    expect(history).toHaveTextContent("Card · Stripe");
    expect(history).toHaveTextContent("Failed");
    expect(within(dialog).getByLabelText("Amount (USD)")).toHaveValue("50");
    expect(within(dialog).getByLabelText("How it was paid")).toHaveValue("bank_transfer");
    await user.click(within(dialog).getByRole("button", { name: "Record the payment" }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.method === "POST")?.body).toMatchObject({ kind: "donation", id: pledged.id, amount: 50, currency: "USD", method: "bank_transfer" });
  });
});
