/**
 * Matching the MTN statement from the Payments tab (docs/decisions/021-one-list-of-payments.md), on
 * a phone in English and in French: a gift sent by MTN Mobile Money to the foundation's number is
 * recorded with the operator's transaction id; staff open Payments, filter MTN Mobile Money, find
 * the payment with the operator's id and read today's total. Other specs may record MTN payments
 * today too: the total is read from what the API counts, and the line is found by its donor's name.
 */
import { calendarDay, formatDay } from "../../shared/format";
import type { ReceivedPaymentsPage } from "../../shared/admin";
import { formatMoney } from "../../shared/money";
import { apiPaths, withQuery } from "../../shared/paths";
import { expectAccessibleAndFitting, signIn, viewports } from "./admin";
import { expect, test } from "./fixtures";

const sites = [
  { lang: "en", tab: "Payments", list: "Payments received", operator: "Operator", kind: "For", gifts: "Gifts", mtn: "MTN Mobile Money", days: "Money received each day", operatorId: "Operator’s ID", only: "Through MTN Mobile Money only.", gift: "Gift" },
  { lang: "fr", tab: "Paiements", list: "Paiements reçus", operator: "Opérateur", kind: "Pour", gifts: "Dons", mtn: "MTN Mobile Money", days: "L’argent reçu chaque jour", operatorId: "Identifiant opérateur", only: "Par MTN Mobile Money seulement.", gift: "Don" },
] as const;

/** Today on the foundation's calendar (Cotonou, UTC+1). */
const foundationToday = () => new Date(Date.now() + 60 * 60_000).toISOString().slice(0, 10);

for (const site of sites) {
  test.describe(`the payments list in ${site.lang.toUpperCase()} at 390×844`, () => {
    test.use({ viewport: viewports.phone });

    test("staff filter MTN Mobile Money: the payment with the operator's id, and the day's total", async ({ page, baseURL, browserProblems }, testInfo) => {
      browserProblems.expectAt(/\/api\/auth\/me(\?.*)?$/);
      await signIn(page, site.lang, "payments");
      await expect(page.getByRole("heading", { name: site.tab, exact: true })).toBeVisible();

      // A gift sent by MTN Mobile Money to the foundation's number, recorded with the operator's transaction id.
      const today = foundationToday();
      const donorName = `Awa ${site.lang.toUpperCase()} ${Date.now().toString(36)}${testInfo.workerIndex}`;
      const operatorRef = `MP${Date.now()}${testInfo.workerIndex}`;
      const recorded = await page.request.post(apiPaths.admin.offlineDonations, {
        headers: { Origin: new URL(baseURL!).origin },
        data: { donorName, amount: 6_500, currency: "XOF", language: site.lang, method: "mobile_money_transfer", operator: "mtn", reference: operatorRef, paidOn: today },
      });
      expect(recorded.status()).toBe(201);

      await page.getByLabel(site.operator, { exact: true }).selectOption({ label: site.mtn });
      await page.getByLabel(site.kind, { exact: true }).selectOption({ label: site.gifts });
      // A phone shows the payments as cards.
      const card = page.getByRole("list", { name: site.list }).getByRole("listitem").filter({ hasText: donorName });
      await expect(card).toContainText(formatMoney(6_500, "XOF", site.lang));
      await expect(card).toContainText(site.gift);
      await expect(card.getByTestId("payment-operator")).toHaveText(`${site.mtn} · ${site.operatorId} ${operatorRef}`);

      const days = page.getByTestId("payment-days");
      await expect(days.getByRole("heading", { name: site.days })).toBeVisible();
      await expect(days).toContainText(site.only);
      const counted = await page.request.get(withQuery(apiPaths.admin.receivedPayments, { operator: "mtn", kind: "gifts" }));
      expect(counted.status()).toBe(200);
      const total = ((await counted.json()) as ReceivedPaymentsPage).days.find((d) => d.day === today && d.currency === "XOF")?.amount ?? 0;
      expect(total).toBeGreaterThanOrEqual(6_500);
      const line = days.getByRole("row").filter({ has: page.getByRole("rowheader", { name: formatDay(calendarDay(today)!, site.lang), exact: true }) });
      await expect(line).toContainText(formatMoney(total, "XOF", site.lang));
      await expectAccessibleAndFitting(page);
      await page.screenshot({ path: testInfo.outputPath(`payments-mtn-${site.lang}.png`), fullPage: true });
    });
  });
}
