/**
 * A payment recorded by mistake, voided; a payment that arrived twice, flagged to refund
 * (docs/decisions/016-paid-twice-refunds-and-voids.md) — in English on a laptop and in French on a
 * phone. Staff record cash from a member's page, void it with a reason: the year shows unpaid
 * again and the receipt cancelled. A member whose dues were paid more times than there are years to
 * pay has the extra payment flagged "paid twice — to refund" on the dashboard and their page. Each
 * test applies with an address no other test uses and finds it only through the search.
 */
import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { adminPath, expectAccessibleAndFitting, signIn, viewports } from "./admin";
import { asOwnVisitor, expect, notifications, test, visitorAddress } from "./fixtures";

const sites = [
  {
    lang: "en",
    viewport: viewports.desktop,
    search: "Search by name, e-mail or phone",
    searchButton: "Search",
    oneMember: "1 member",
    years: "Years and payments",
    payments: "Payments",
    record: /^Record a payment for (\d{4})$/,
    dialog: "Record a payment",
    submit: "Record the payment",
    paidOn: /^Paid on /,
    voidButton: /^Void the payment of /,
    voidDialog: "Void this payment",
    reason: "Reason",
    confirmVoid: "Void the payment",
    voided: "Payment voided: its receipt is cancelled",
    voidedOn: "Voided on",
    cancelled: /Receipt \d{4}-\d{6} cancelled/,
    paidTwice: "Paid twice — to refund",
    toRefund: /\d+ payments? to refund/,
  },
  {
    lang: "fr",
    viewport: viewports.phone,
    search: "Rechercher par nom, e-mail ou téléphone",
    searchButton: "Rechercher",
    oneMember: "1\u00a0membre",
    years: "Années et paiements",
    payments: "Paiements",
    record: /^Enregistrer un paiement pour (\d{4})$/,
    dialog: "Enregistrer un paiement",
    submit: "Enregistrer le paiement",
    paidOn: /^Payée le /,
    voidButton: /^Annuler le paiement de /,
    voidDialog: "Annuler ce paiement",
    reason: "Motif",
    confirmVoid: "Annuler le paiement",
    voided: "Paiement annulé\u00a0: son reçu est annulé",
    voidedOn: "Annulé le",
    cancelled: /Reçu \d{4}-\d{6} annulé/,
    paidTwice: "Payé deux fois — à rembourser",
    toRefund: /\d+\u00a0paiements? à rembourser/,
  },
] as const;

type Site = (typeof sites)[number];

test.beforeEach(async ({ context }, testInfo) => {
  // Signing in, recording and voiding, each answered by the server: a minute and more on a loaded machine.
  test.slow();
  await asOwnVisitor(context, testInfo);
});

/** Applies, paying later; answers the payable the payment step would use. */
async function apply(api: APIRequestContext, who: { fullName: string; email: string }, lang: string) {
  const res = await api.post("/api/memberships?payment=later", { data: { ...who, country: "Benin", category: "adherent_individual", consent: true, language: lang } });
  expect(res.status(), await res.text()).toBe(201);
  const { payable } = (await res.json()) as { payable: { kind: string; id: string; token: string } };
  return { kind: payable.kind, id: payable.id, token: payable.token };
}

/** Opens the member's page from the Members list, found by their address (signing in first unless `signedIn`). */
async function openMember(page: Page, site: Site, who: { fullName: string; email: string }, signedIn = false) {
  if (signedIn) await page.goto(adminPath(site.lang, "members"));
  else await signIn(page, site.lang, "members");
  await page.getByLabel(site.search, { exact: true }).fill(who.email);
  await page.getByRole("button", { name: site.searchButton, exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: new RegExp(`(^|\\s)${site.oneMember}$`) })).toBeVisible();
  await page.locator("tr, li").filter({ hasText: who.email }).filter({ visible: true }).getByRole("link", { name: who.fullName, exact: true }).click();
  await expect(page.getByRole("heading", { name: who.fullName, level: 3 })).toBeVisible();
}

for (const site of sites) {
  test.describe(`in ${site.lang.toUpperCase()} at ${site.viewport.width}×${site.viewport.height}`, () => {
    test.use({ viewport: site.viewport });

    test("staff record cash from the member's page, then void it with a reason: the year is unpaid again, the receipt cancelled", async ({ page, playwright, baseURL }, testInfo) => {
      const tag = randomUUID().slice(0, 8);
      const who = { fullName: `Void ${site.lang.toUpperCase()} ${tag}`, email: `void-${site.lang}-${tag}@e2e.example.org` };
      const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL!, "X-Forwarded-For": visitorAddress(testInfo) } });
      await apply(api, who, site.lang);
      await api.dispose();

      await openMember(page, site, who);
      const years = page.getByRole("region", { name: site.years, exact: true });
      const record = years.getByRole("button", { name: site.record });
      const year = site.record.exec((await record.textContent()) ?? "")?.[1] ?? (await record.getAttribute("aria-label"))?.match(/\d{4}/)?.[0];
      await record.click();
      const dialog = page.getByRole("dialog", { name: site.dialog });
      await dialog.getByRole("button", { name: site.submit, exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(years.getByText(site.paidOn)).toBeVisible();

      // Voided, with a reason.
      const payments = page.getByRole("region", { name: site.payments, exact: true });
      await payments.getByRole("button", { name: site.voidButton }).click();
      const voiding = page.getByRole("dialog", { name: site.voidDialog });
      await voiding.getByLabel(site.reason, { exact: true }).fill(`Recorded on the wrong member ${tag}`);
      await expectAccessibleAndFitting(page);
      await page.screenshot({ path: testInfo.outputPath(`void-dialog-${site.lang}.png`) });
      await voiding.getByRole("button", { name: site.confirmVoid, exact: true }).click();
      await expect(voiding).toBeHidden();
      await expect(notifications(page).getByText(site.voided)).toBeVisible();

      // The year unpaid again; the payment voided, with its reason and its receipt cancelled.
      await expect(years.getByText(site.paidOn)).toHaveCount(0);
      if (year) await expect(years.getByRole("button", { name: site.record })).toBeVisible();
      await expect(payments).toContainText(site.voidedOn);
      await expect(payments).toContainText(`Recorded on the wrong member ${tag}`);
      await expect(payments).toContainText(site.cancelled);
      await expect(payments.getByRole("button", { name: site.voidButton })).toHaveCount(0);
      await expectAccessibleAndFitting(page);
      await page.screenshot({ path: testInfo.outputPath(`voided-${site.lang}-${site.viewport.width}.png`), fullPage: true });
    });

    test("a payment that arrived twice is flagged to refund on the dashboard and the member's page", async ({ page, playwright, baseURL }, testInfo) => {
      const tag = randomUUID().slice(0, 8);
      const who = { fullName: `Twice ${site.lang.toUpperCase()} ${tag}`, email: `twice-${site.lang}-${tag}@e2e.example.org` };
      const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL!, "X-Forwarded-For": visitorAddress(testInfo) } });
      const payable = await apply(api, who, site.lang);
      // Three tries open at once (a push on the phone, then others), all paid: more than there are years to pay today.
      const started = [];
      for (let i = 0; i < 3; i++) {
        const res = await api.post("/api/payments", { data: { payable, method: "mobile_money", phone: "01 97 12 34 56", idempotencyKey: randomUUID() } });
        expect(res.status(), await res.text()).toBe(201);
        started.push((await res.json()) as { payment: { id: string }; token: string });
      }
      for (const { payment, token } of started)
        expect((await api.post(`/api/payments/${payment.id}/test-confirm`, { data: { clientSecret: token, outcome: "succeeded" } })).status()).toBe(200);
      await api.dispose();

      await signIn(page, site.lang);
      const panel = page.getByRole("region", { name: site.paidTwice, exact: true });
      await expect(panel).toContainText(site.toRefund);
      await expectAccessibleAndFitting(page);
      await page.screenshot({ path: testInfo.outputPath(`dashboard-to-refund-${site.lang}-${site.viewport.width}.png`), fullPage: true });

      await openMember(page, site, who, true);
      const payments = page.getByRole("region", { name: site.payments, exact: true });
      await expect(payments.getByText(site.paidTwice, { exact: true }).first()).toBeVisible();
      await expectAccessibleAndFitting(page);
      await page.screenshot({ path: testInfo.outputPath(`member-paid-twice-${site.lang}-${site.viewport.width}.png`), fullPage: true });
    });
  });
}
