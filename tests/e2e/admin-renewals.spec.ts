/**
 * Staff follow the renewal season in the Renewals tab, in English and in French, on a phone and a
 * laptop: a member who paid this year is among the next year's renewals, the counts say how many
 * are due, sent, opened and paid, and Send mails the member now (the row then shows the day).
 */
import { randomUUID } from "node:crypto";
import { expectAccessibleAndFitting, signIn, viewports } from "./admin";
import { asOwnVisitor, expect, notifications, test, visitorAddress } from "./fixtures";

test.beforeEach(async ({ context }, testInfo) => asOwnVisitor(context, testInfo));

const sites = [
  { lang: "en", viewport: viewports.phone, tab: "Renewals", year: "Membership year", send: (name: string) => `Send the renewal mail to ${name}`, sent: "The renewal mail will be sent in a moment", notYet: "not yet" },
  { lang: "fr", viewport: viewports.desktop, tab: "Renouvellements", year: "Année d’adhésion", send: (name: string) => `Envoyer le courriel de renouvellement à ${name}`, sent: "Le courriel de renouvellement va être envoyé dans un instant", notYet: "pas encore" },
] as const;

for (const site of sites) {
  test(`staff send a member's renewal mail from the Renewals tab (${site.lang.toUpperCase()})`, async ({ page, playwright, baseURL }, testInfo) => {
    await page.setViewportSize(site.viewport);
    const name = `Renouvelle ${randomUUID().slice(0, 6)}`;
    const email = `staff.renew.${randomUUID().slice(0, 8)}@example.org`;
    const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL!, "X-Forwarded-For": visitorAddress(testInfo) } });
    const applied = await api.post("/api/memberships?payment=later", { data: { fullName: name, email, country: "Benin", category: "adherent_individual", consent: true, language: "fr" } });
    const { membership } = (await applied.json()) as { membership: { id: string } };
    await api.dispose();

    await signIn(page, site.lang, "renewals");
    await expect(page.getByRole("heading", { level: 2, name: site.tab })).toBeVisible();
    // The member paid this year at the office: staff chose the year (a new member paying late in
    // the year online pays the next one, docs/decisions/015-which-year-dues-pay.md).
    const thisYear = new Date().getUTCFullYear();
    const today = new Date().toISOString().slice(0, 10);
    const recorded = await page.request.post("/api/admin/payments", {
      headers: { Origin: baseURL! },
      data: { kind: "membership", id: membership.id, method: "cash", amount: 12_000, currency: "XOF", paidOn: today, year: thisYear },
    });
    expect(recorded.status(), await recorded.text()).toBe(201);
    await page.reload();
    await expect(page.getByRole("heading", { level: 2, name: site.tab })).toBeVisible();
    const next = String(new Date().getUTCFullYear() + 1);
    await page.getByLabel(site.year).selectOption(next);
    const send = page.getByRole("button", { name: site.send(name) });
    await expect(send).toBeVisible();
    await expectAccessibleAndFitting(page);
    await page.screenshot({ path: testInfo.outputPath(`renewals-${site.lang}-${site.viewport.width}.png`), fullPage: true });

    await send.click();
    await expect(notifications(page).getByText(site.sent)).toBeVisible();
    const row = page.getByRole("listitem").filter({ hasText: name });
    await expect(row.locator("time")).toHaveCount(1);
  });
}
