/**
 * Mobile money through FedaPay, as a payer in Benin meets it on a phone: the built site with
 * FedaPay's keys, against a local server that answers as FedaPay's API does and signs its
 * webhooks as FedaPay does (tests/helpers/fake-fedapay.ts, each behaviour citing FedaPay's
 * documentation or SDKs). An MTN payer's request goes out with MTN Benin's documented mode
 * (`mtn_open`), a Celtiis payer's with `sbin`, both numbers in E.164; a push FedaPay refuses is
 * said at once, with FedaPay's own page for the same payment offered, where paying counts.
 *
 * This file starts its own server (the others' has no FedaPay), on a port of its own.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { startFakeFedapay, type FakeFedapay } from "../helpers/fake-fedapay";
import { expectAccessibleAndFitting } from "./admin";
import { expect, notifications, test } from "./fixtures";
import { startOwnSite } from "./own-site";
import { applyToPayDues, joinForm, payerOnAPhone, startPayment } from "./payment-steps";

const port = Number(process.env.E2E_PORT ?? 5174) + 11;
const origin = `http://127.0.0.1:${port}`;

payerOnAPhone();
test.use({ baseURL: origin });
// One server for the file, its tests one after another; each waits on a server, its fake and their webhooks.
test.describe.configure({ mode: "default", timeout: 60_000 });

let fake: FakeFedapay;
let ownSite: Awaited<ReturnType<typeof startOwnSite>> | undefined;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  fake = await startFakeFedapay();
  dataDir = mkdtempSync(path.join(tmpdir(), "foundation-e2e-fedapay-"));
  fake.webhookUrl = `${origin}/api/webhooks/fedapay`;
  ownSite = await startOwnSite({
    port,
    dataDir,
    within: 90_000,
    env: {
      FEDAPAY_SECRET_KEY: fake.secretKey,
      FEDAPAY_WEBHOOK_SECRET: fake.webhookSecret,
      FEDAPAY_API_BASE: fake.url,
      FORM_RATE_LIMIT: "1000",
      FORM_FAILURE_LIMIT: "1000",
      FORM_EMAIL_LIMIT: "1000",
    },
  });
});

test.afterAll(async () => {
  await ownSite?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  await fake?.close();
});

const languages = [
  {
    ...joinForm.en,
    lang: "en",
    phone: "Mobile money number",
    operator: "Operator",
    pay: "Pay 12,000\u00a0FCFA",
    confirmTitle: "Confirm on your phone",
    sentMtn: "We sent a payment request of 12,000\u00a0FCFA to your MTN number •• 34 56.",
    sentCeltiis: "We sent a payment request of 12,000\u00a0FCFA to your Celtiis number •• 22 33.",
    failedTitle: "The payment did not go through",
    unavailable: /could not send the request just now/,
    hostedPage: /FedaPay/,
    activated: "Membership Activated",
    paid: "Payment Successful!",
  },
  {
    ...joinForm.fr,
    lang: "fr",
    phone: "Numéro mobile money",
    operator: "Opérateur",
    pay: "Payer 12\u00a0000\u00a0FCFA",
    confirmTitle: "Validez sur votre téléphone",
    sentMtn: "Nous avons envoyé une demande de paiement de 12\u00a0000\u00a0FCFA à votre numéro MTN •• 34 56.",
    sentCeltiis: "Nous avons envoyé une demande de paiement de 12\u00a0000\u00a0FCFA à votre numéro Celtiis •• 22 33.",
    failedTitle: "Le paiement n’a pas abouti",
    unavailable: /n’a pas pu envoyer la demande/,
    hostedPage: /FedaPay/,
    activated: "Adhésion activée",
    paid: "Paiement réussi\u00a0!",
  },
] as const;

type Site = (typeof languages)[number];

/** Applies as an individual member and types the number; returns the payment step. */
async function applyAndType(page: Page, site: Site, who: { name: string; email: string }, phone: string) {
  const { step } = await applyToPayDues(page, site, who);
  await step.getByLabel(site.phone, { exact: true }).fill(phone);
  return step;
}

/** Presses Pay; returns the payment the server started and the push FedaPay received. */
async function pay(page: Page, site: Site, step: ReturnType<Page["getByRole"]>) {
  const { answer: started } = await startPayment(page, () => step.getByRole("button", { name: site.pay, exact: true }).click());
  // FedaPay's transaction for our payment: its id is in the transaction's metadata.
  const transaction = [...fake.transactions.values()].find((t) => t.custom_metadata.payment_id === started.payment.id);
  expect(transaction).toBeDefined();
  return { started, transactionId: transaction!.id };
}

for (const site of languages) {
  test.describe(`in ${site.lang.toUpperCase()}`, () => {
    test("an MTN payer's request goes out with FedaPay's MTN Benin mode and the number in E.164; approved on the phone, the member is active", async ({
      page,
    }) => {
      const step = await applyAndType(page, site, { name: "Afi Houngbo", email: `afi.fedapay.${site.lang}@example.org` }, "01 97 12 34 56");
      await expect(step.getByRole("group", { name: site.operator }).getByRole("radio", { name: "MTN", exact: true })).toBeChecked();
      const { started, transactionId } = await pay(page, site, step);
      expect(started.payment).toMatchObject({ provider: "fedapay", status: "pending", operator: "mtn" });
      expect(fake.pushes.at(-1)).toEqual({ id: transactionId, mode: "mtn_open", phone: { number: "+2290197123456", country: "bj" } });

      await expect(step.getByRole("heading", { level: 3, name: site.confirmTitle })).toBeFocused();
      await expect(step.getByText(site.sentMtn, { exact: true })).toBeVisible();
      await expectAccessibleAndFitting(page);

      // Approved on the phone: FedaPay's webhook, signed, and the page that follows the payment.
      fake.approve(transactionId);
      expect((await fake.deliver(transactionId)).status).toBe(200);
      await expect(notifications(page).getByText(site.activated, { exact: true })).toBeVisible({ timeout: 15_000 });
    });

    test("a Celtiis payer sees Celtiis chosen from the number, and the request goes out with Celtiis's mode", async ({ page }) => {
      const step = await applyAndType(page, site, { name: "Kossi Adé", email: `kossi.fedapay.${site.lang}@example.org` }, "01 40 11 22 33");
      await expect(step.getByRole("group", { name: site.operator }).getByRole("radio", { name: "Celtiis", exact: true })).toBeChecked();
      const { started, transactionId } = await pay(page, site, step);
      expect(started.payment).toMatchObject({ provider: "fedapay", status: "pending", operator: "celtiis" });
      expect(fake.pushes.at(-1)).toEqual({ id: transactionId, mode: "sbin", phone: { number: "+2290140112233", country: "bj" } });
      await expect(step.getByText(site.sentCeltiis, { exact: true })).toBeVisible();
      await expectAccessibleAndFitting(page);
    });

    test("a push FedaPay refuses is said at once, not as the payer's doing, and FedaPay's page takes the payment", async ({ page }) => {
      const step = await applyAndType(page, site, { name: "Sena Dossou", email: `sena.fedapay.${site.lang}@example.org` }, "01 66 12 34 56");
      // The account does not take the mode, say: a refusal that names nothing of the payer's.
      fake.failNextPush({ httpStatus: 400, message: "Mode de paiement non disponible pour ce compte" });
      const { started } = await pay(page, site, step);
      expect(started.payment).toMatchObject({ status: "failed", failureReason: "push_refused" });

      // At once: no waiting for a request that will never reach the phone.
      const outcome = step.getByRole("status").filter({ hasText: site.failedTitle });
      await expect(outcome).toBeVisible();
      await expect(outcome).toContainText(site.unavailable);
      await expect(step.getByText(/refused this number|a refusé ce numéro/)).toHaveCount(0);
      const hosted = step.locator(`a[href^="${fake.url}/checkout/"]`);
      await expect(hosted).toBeVisible();
      await expect(hosted).toHaveAccessibleName(site.hostedPage);
      await expectAccessibleAndFitting(page);

      // FedaPay's page: paid there, the payer comes back to our return page, which says it is paid.
      await hosted.click();
      await page.getByRole("link", { name: "Approve" }).click();
      await page.waitForURL((url) => url.origin === origin && url.pathname.endsWith("/payment-success"));
      await expect(page.getByRole("heading", { level: 1, name: site.paid })).toBeVisible({ timeout: 15_000 });
    });
  });
}
