/**
 * A member's page: an administrator opens it from the Members list (the name is a link) and finds
 * the person's gifts and messages sent from the same address written another way, records the dues
 * of the year due from the page (the year then shows, paid, with its receipt; back in the list the
 * member is active with nothing left to record, and a second record is refused), and adds a note —
 * in English on a laptop and in French on a phone. Each test applies with an address no other test
 * uses and only looks for it through the search: other specs share the database.
 */
import type { BrowserContext, Page, TestInfo } from "@playwright/test";
import { DEFAULT_NEXT_YEAR_FROM, yearToPay } from "../../shared/membership";
import { formatMoney } from "../../shared/money";
import { expectAccessibleAndFitting, signIn, viewports } from "./admin";
import { expect, test } from "./fixtures";

const sites = [
  {
    lang: "en",
    viewport: viewports.desktop,
    search: "Search by name, e-mail or phone",
    searchButton: "Search",
    oneMember: "1 member",
    yearPaid: "—",
    back: "All members",
    active: "Active",
    recordOrApprove: /^(Record a payment|Approve)/,
    paidAlready: (year: number) => new RegExp(`^Dues ${year} were already paid on .+ \\(receipt .+\\)\\.$`),
    years: "Years and payments",
    gifts: "Gifts",
    messages: "Messages",
    notes: "Notes",
    mails: "Mails sent",
    history: "History",
    due: (year: number) => `${year} is due.`,
    record: (year: number) => `Record a payment for ${year}`,
    dialog: "Record a payment",
    submit: "Record the payment",
    paidOn: /^Paid on /,
    receiptOf: (year: number) => `Download the receipt of ${year}`,
    noteLabel: "A note about this member",
    addNote: "Add the note",
    noteAdded: "Note added",
    applied: "Application received, to the applicant",
    historyNote: "added a note about the member",
  },
  {
    lang: "fr",
    viewport: viewports.phone,
    search: "Rechercher par nom, e-mail ou téléphone",
    searchButton: "Rechercher",
    oneMember: "1\u00a0membre",
    yearPaid: "—",
    back: "Tous les membres",
    active: "Actif",
    recordOrApprove: /^(Enregistrer un paiement|Approuver)/,
    paidAlready: (year: number) => new RegExp(`^La cotisation ${year} a déjà été payée le .+ \\(reçu .+\\)\\.$`),
    years: "Années et paiements",
    gifts: "Dons",
    messages: "Messages",
    notes: "Notes",
    mails: "Courriels envoyés",
    history: "Historique",
    due: (year: number) => `${year} est à payer.`,
    record: (year: number) => `Enregistrer un paiement pour ${year}`,
    dialog: "Enregistrer un paiement",
    submit: "Enregistrer le paiement",
    paidOn: /^Payée le /,
    receiptOf: (year: number) => `Télécharger le reçu de ${year}`,
    noteLabel: "Une note sur ce membre",
    addNote: "Ajouter la note",
    noteAdded: "Note ajoutée",
    applied: "Demande reçue, au demandeur",
    historyNote: "a ajouté une note sur le membre",
  },
] as const;

/** Each test is a client of its own: the API limits form submissions per client (X-Forwarded-For on loopback). */
async function asOwnClient(context: BrowserContext, testInfo: TestInfo) {
  let hash = 41;
  for (const char of testInfo.testId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": `203.0.${(hash >>> 8) % 256}.${(hash % 254) + 1}` });
}

/** The year a new member's first dues pay today, by the rule (the next one from 1 October: docs/decisions/015-which-year-dues-pay.md). */
const firstYear = () => yearToPay(new Date(), [], DEFAULT_NEXT_YEAR_FROM)!;

async function post(page: Page, path: string, data: object) {
  const res = await page.request.post(path, { data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as Record<string, { id: string }>;
}

for (const site of sites) {
  test.describe(`in ${site.lang.toUpperCase()} at ${site.viewport.width}×${site.viewport.height}`, () => {
    test.use({ viewport: site.viewport });

    test.beforeEach(async ({ context, browserProblems }, testInfo) => {
      await asOwnClient(context, testInfo);
      browserProblems.expectAt(/\/api\/auth\/me(\?.*)?$/);
    });

    test("a member's page shows their years, gifts and messages, and the note staff add", async ({ page }, testInfo) => {
      const tag = `${Date.now().toString(36)}${testInfo.workerIndex}${Math.floor(Math.random() * 1e6).toString(36)}`;
      const who = { fullName: `Page ${site.lang.toUpperCase()} ${tag}`, email: `page-${site.lang}-${tag}@e2e.example.org` };
      const shouted = who.email.toUpperCase();
      const subject = `Workshop ${tag}`;
      const year = firstYear();
      const { membership } = await post(page, "/api/memberships?payment=later", { fullName: who.fullName, email: who.email, country: "Benin", category: "adherent_individual", consent: true, language: site.lang });
      await post(page, "/api/donations", { email: shouted, amount: 50, currency: "USD", language: site.lang });
      await post(page, "/api/contacts", { name: who.fullName, email: shouted, subject, message: "Could we host a workshop in Parakou?", language: site.lang });

      await signIn(page, site.lang, "members");
      await page.getByLabel(site.search, { exact: true }).fill(who.email);
      await page.getByRole("button", { name: site.searchButton, exact: true }).click();
      await expect(page.getByRole("status").filter({ hasText: new RegExp(`(^|\\s)${site.oneMember}$`) })).toBeVisible();
      const row = page.locator("tr, li").filter({ hasText: who.email }).filter({ visible: true });
      await expect(row.getByText(site.yearPaid, { exact: true })).toBeVisible();
      await row.getByRole("link", { name: who.fullName, exact: true }).click();

      await expect(page.getByRole("heading", { name: who.fullName, level: 3 })).toBeVisible();
      await expect(page).toHaveURL(/[?&]member=/);
      const section = (name: string) => page.getByRole("region", { name, exact: true });
      await expect(section(site.gifts)).toContainText(formatMoney(5_000, "USD", site.lang));
      await expect(section(site.messages)).toContainText(subject);
      await expect(section(site.mails)).toContainText(site.applied);

      // The year due, recorded from the page: it then shows paid, with its receipt.
      const years = section(site.years);
      await expect(years).toContainText(site.due(year));
      await expectAccessibleAndFitting(page);
      await years.getByRole("button", { name: site.record(year), exact: true }).click();
      const dialog = page.getByRole("dialog", { name: site.dialog });
      await expect(dialog).toContainText(formatMoney(12_000, "XOF", site.lang));
      await dialog.getByRole("button", { name: site.submit, exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(years.getByText(String(year), { exact: true })).toBeVisible();
      await expect(years.getByText(site.paidOn)).toBeVisible();
      await expect(years.getByRole("link", { name: site.receiptOf(year), exact: true })).toBeVisible();
      await expect(years).not.toContainText(site.due(year));

      // A note: typed, added, listed, and in the history.
      const notes = section(site.notes);
      const note = `Called on the phone ${tag}: pays at the office.`;
      await notes.getByLabel(site.noteLabel, { exact: true }).fill(note);
      await notes.getByRole("button", { name: site.addNote, exact: true }).click();
      await expect(notes.getByText(note, { exact: true })).toBeVisible();
      await expect(notes.getByLabel(site.noteLabel, { exact: true })).toHaveValue("");
      await expect(section(site.history)).toContainText(site.historyNote);
      await expectAccessibleAndFitting(page);
      await page.screenshot({ path: testInfo.outputPath(`member-page-${site.lang}.png`), fullPage: true });

      // Back to the list, as it was left: the search still applied.
      await page.getByRole("link", { name: site.back }).click();
      await expect(section(site.notes)).toBeHidden();
      await expect(page.getByRole("status").filter({ hasText: new RegExp(`(^|\\s)${site.oneMember}$`) })).toBeVisible();
      // One truth: the list reads the year paid from the page — active, nothing left to record or approve.
      await expect(row.getByText(site.active, { exact: true })).toBeVisible();
      await expect(row.getByRole("button", { name: site.recordOrApprove })).toHaveCount(0);
      // A second record of the same dues (a stale tab's dialog) is refused, saying when and with which receipt.
      const again = await page.request.post(`/api/admin/payments?lang=${site.lang}`, {
        headers: { Origin: new URL(page.url()).origin },
        data: { kind: "membership", id: membership!.id, method: "cash", amount: 12_000, currency: "XOF", paidOn: new Date(Date.now() + 3_600_000).toISOString().slice(0, 10) },
      });
      expect(again.status()).toBe(409);
      expect(((await again.json()) as { message: string }).message).toMatch(site.paidAlready(year));
    });
  });
}
