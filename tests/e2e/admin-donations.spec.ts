/**
 * The Donations tab of the administration: an administrator filters the donations by currency
 * and day (applied as they change), reads the totals of the filter (the money received, saying
 * so; the pending gift listed, and totalled on its own when asked), and exports the list on
 * screen as a CSV file named after its filter, whose received rows add up to the totals, in
 * English on a laptop and in French on a phone. Each test gives its own Canadian-dollar donations today,
 * from addresses no other test uses, and reads the totals relative to what the filter held before
 * them: other specs run at the same time against the same database. The tests that give in
 * Canadian dollars today run one after the other (the file is serial). Staff also add a donation
 * received in cash, and find it among the donations paid that way, and find donors by e-mail or
 * name as they type.
 */
import { readFile } from "node:fs/promises";
import type { APIRequestContext, BrowserContext, Locator, Page, TestInfo } from "@playwright/test";
import type { CurrencyTotal, DonationsPage } from "../../shared/admin";
import { calendarDay, formatDay } from "../../shared/format";
import { formatMoney } from "../../shared/money";
import { apiPaths, withQuery } from "../../shared/paths";
import { parseCsv } from "../helpers/csv";
import { expectAccessibleAndFitting, signIn, viewports } from "./admin";
import { expect, test } from "./fixtures";

test.describe.configure({ mode: "serial" });

const sites = [
  {
    lang: "en",
    viewport: viewports.desktop,
    currency: "Currency",
    from: "From",
    to: "To",
    reset: "Reset",
    search: "Search by donor’s e-mail or name",
    clearSearch: "Clear the search",
    noMatch: "No donations match this filter.",
    totals: "Totals",
    count: "Count",
    countPending: "Not paid yet",
    receivedHint: "Money received only",
    pendingHint: "Gifts not paid yet",
    notCounted: /donations? listed below (is|are) not counted here/,
    languageName: "English",
    donations: (count: number) => new RegExp(`(?<!\\d)${count}\\sdonations?(?![a-z])`),
    exportCsv: "Export CSV",
    separator: ",",
    header: [
      "Date",
      "E-mail",
      "Donor name",
      "Amount",
      "Currency",
      "Impact tier",
      "Status",
      "Language",
      "Paid on",
      "Payment provider",
      "Payment method",
      "Payment reference",
      "Id",
      "Payment state",
      "Refunded or voided on",
      "Refund or void reason",
      "Operator",
      "Operator transaction id",
      "Paying number",
    ],
    // What the table (laptop) or the cards (phone) show of a donation.
    row: (page: Page, email: string) => page.getByRole("row").filter({ hasText: email }),
    tier: "Train 1 Learner",
    succeeded: "Succeeded",
    pending: "Pending",
    amounts: { train: "65.00", lab: "260.00" },
    offline: {
      add: "Add an offline donation",
      email: "E-mail (optional)",
      donorName: "Donor’s name (optional)",
      amount: "Amount (FCFA)",
      reference: "Reference (optional)",
      submit: "Add the donation",
      recorded: "Donation recorded",
      paidWith: "Paid with",
      cash: "Cash",
      how: "Cash · Recorded by staff",
    },
  },
  {
    lang: "fr",
    viewport: viewports.phone,
    currency: "Devise",
    from: "Du",
    to: "Au",
    reset: "Réinitialiser",
    search: "Rechercher par e-mail ou nom du donateur",
    clearSearch: "Effacer la recherche",
    noMatch: "Aucun don ne correspond à ce filtre.",
    totals: "Totaux",
    count: "Compter",
    countPending: "Les dons pas encore payés",
    receivedHint: "L’argent reçu seulement",
    pendingHint: "Les dons pas encore payés",
    notCounted: /dons? de la liste ci-dessous (n’est|ne sont) pas comptés? ici/,
    languageName: "Français",
    donations: (count: number) => new RegExp(`(?<!\\d)${count}\\sdons?(?![a-z])`),
    exportCsv: "Exporter en CSV",
    separator: ";",
    header: [
      "Date",
      "E-mail",
      "Nom du donateur",
      "Montant",
      "Devise",
      "Palier d’impact",
      "Statut",
      "Langue",
      "Payé le",
      "Prestataire de paiement",
      "Moyen de paiement",
      "Référence du paiement",
      "Identifiant",
      "État du paiement",
      "Remboursé ou annulé le",
      "Motif du remboursement ou de l’annulation",
      "Opérateur",
      "Identifiant de transaction de l’opérateur",
      "Numéro payeur",
    ],
    row: (page: Page, email: string) => page.getByRole("list", { name: "Dons" }).getByRole("listitem").filter({ hasText: email }),
    tier: "Former 1 apprenant",
    succeeded: "Réussi",
    pending: "En attente",
    amounts: { train: "65,00", lab: "260,00" },
    offline: {
      add: "Ajouter un don reçu hors ligne",
      email: "E-mail (facultatif)",
      donorName: "Nom du donateur (facultatif)",
      amount: "Montant (FCFA)",
      reference: "Référence (facultatif)",
      submit: "Ajouter le don",
      recorded: "Don enregistré",
      paidWith: "Payé par",
      cash: "Espèces",
      how: "Espèces · Enregistré par l’équipe",
    },
  },
] as const;

/**
 * Each test is a visitor of its own: the API limits form submissions per client, and the server
 * (behind a proxy on loopback) takes the client's address from X-Forwarded-For.
 */
async function asOwnVisitor(context: BrowserContext, testInfo: TestInfo) {
  let hash = 19;
  for (const char of testInfo.testId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": `100.65.${(hash >>> 8) % 256}.${(hash % 254) + 1}` });
}

test.beforeEach(async ({ context }, testInfo) => asOwnVisitor(context, testInfo));

/** Today on the foundation's clock (Africa/Porto-Novo, UTC+1 all year), `YYYY-MM-DD`. */
const foundationToday = () => new Date(Date.now() + 60 * 60_000).toISOString().slice(0, 10);

/** A donation given through the public API as the donation page gives it; paid with the test provider when asked. */
async function give(
  request: APIRequestContext,
  data: { email: string; amount: number; currency: string; impactTier: string | null; language: string },
  outcome?: "succeeded",
) {
  const created = await request.post(apiPaths.donations, { data });
  expect(created.status()).toBe(201);
  const { donation } = (await created.json()) as { donation: { id: string; amount: number; currency: string } };
  if (!outcome) return;
  const intent = await request.post(apiPaths.createPaymentIntent, {
    data: { donationId: donation.id, type: "donation", amount: donation.amount, currency: donation.currency },
  });
  expect(intent.status()).toBe(200);
  const { paymentIntentId, clientSecret } = (await intent.json()) as { paymentIntentId: string; clientSecret: string };
  const paid = await request.post(apiPaths.testConfirmPayment(paymentIntentId), { data: { clientSecret, outcome } });
  expect(paid.status()).toBe(200);
}

/** The filter's Canadian-dollar total as the API counts it now (the page's session signs the request): the money received unless told. */
async function cadTotal(request: APIRequestContext, day: string, count: "received" | "pending" = "received"): Promise<CurrencyTotal> {
  const res = await request.get(withQuery(apiPaths.admin.donations, { currency: "CAD", from: day, to: day, count }));
  expect(res.status()).toBe(200);
  const page = (await res.json()) as DonationsPage;
  return page.totals.find((total) => total.currency === "CAD") ?? { currency: "CAD", count: 0, amount: 0 };
}

const totalOf = (page: Page, label: string): Locator =>
  page.getByRole("region", { name: label }).getByRole("listitem").filter({ hasText: /^\s*(USD|EUR|CAD|FCFA)/ });

for (const site of sites) {
  test.describe(`in ${site.lang.toUpperCase()} at ${site.viewport.width}×${site.viewport.height}`, () => {
    test.use({ viewport: site.viewport });

    test("filtering by currency and day shows the money received, the pending gift listed and totalled when asked; the CSV holds what is shown", async ({
      page,
      browserProblems,
    }) => {
      // Signed out, /admin asks who is signed in and is told 401 before the form shows.
      browserProblems.expectAt(/\/api\/auth\/me(\?.*)?$/);
      await signIn(page, site.lang, "donations");
      // The list has loaded (with no donation yet, there are no totals: the list says it is empty, once).
      await expect(page.getByRole("link", { name: site.exportCsv, exact: true })).toBeVisible();

      const today = foundationToday();
      const before = await cadTotal(page.request, today);
      const pendingBefore = await cadTotal(page.request, today, "pending");
      const stamp = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
      const train = `train.${site.lang}.${stamp}@example.org`;
      const lab = `lab.${site.lang}.${stamp}@example.org`;
      const dollars = `usd.${site.lang}.${stamp}@example.org`;
      await give(page.request, { email: train, amount: 65, currency: "CAD", impactTier: "train_learner", language: site.lang }, "succeeded");
      await give(page.request, { email: lab, amount: 260, currency: "CAD", impactTier: null, language: site.lang });
      await give(page.request, { email: dollars, amount: 50, currency: "USD", impactTier: "train_learner", language: site.lang }, "succeeded");

      // Each filter applies as it changes: no button to press.
      await page.getByLabel(site.currency, { exact: true }).selectOption("CAD");
      await page.getByLabel(site.from, { exact: true }).fill(today);
      await page.getByLabel(site.to, { exact: true }).fill(today);

      // One total, in Canadian dollars, written in the page's language: the money received only
      // (what was there plus the gift paid), and the screen says so; the pending gift is listed.
      const region = page.getByRole("region", { name: site.totals });
      const totals = totalOf(page, site.totals);
      await expect(totals).toHaveCount(1);
      await expect(totals).toContainText("CAD");
      await expect(totals).toContainText(formatMoney(before.amount + 6_500, "CAD", site.lang));
      await expect(totals).toContainText(site.donations(before.count + 1));
      await expect(region).toContainText(site.receivedHint);
      await expect(region).toContainText(site.notCounted);

      await expect(site.row(page, train)).toContainText(formatMoney(6_500, "CAD", site.lang));
      await expect(site.row(page, train)).toContainText(site.tier);
      await expect(site.row(page, train)).toContainText(site.succeeded);
      await expect(site.row(page, lab)).toContainText(formatMoney(26_000, "CAD", site.lang));
      await expect(site.row(page, lab)).toContainText(site.pending);
      await expect(page.getByText(dollars)).toHaveCount(0);
      await expectAccessibleAndFitting(page);

      // The export: the list's filter, the admin's language; a BOM, then the header row.
      const link = page.getByRole("link", { name: site.exportCsv, exact: true });
      const href = new URL((await link.getAttribute("href")) ?? "", page.url());
      expect(href.pathname).toBe(apiPaths.admin.donationsCsv);
      expect(Object.fromEntries(href.searchParams)).toEqual({ currency: "CAD", from: today, to: today, lang: site.lang });
      const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
      expect(download.suggestedFilename()).toBe(`donations-all-CAD-${today}_${today}.csv`);
      const text = await readFile(await download.path(), "utf8");
      expect(text.charCodeAt(0)).toBe(0xfeff);
      const [header, ...rows] = parseCsv(text.slice(1), site.separator);
      expect(header).toEqual(site.header);
      expect(rows.every((row) => row[4] === "CAD")).toBe(true);
      // Every donation listed, whatever the totals count: the received and the pending ones.
      expect(rows).toHaveLength(before.count + pendingBefore.count + 2);
      const mine = rows.filter((row) => row[1] === train || row[1] === lab).map((row) => [row[1], row[3], row[6], row[7]]);
      expect(mine.sort()).toEqual(
        [
          [lab, site.amounts.lab, site.pending, site.languageName],
          [train, site.amounts.train, site.succeeded, site.languageName],
        ].sort(),
      );
      // Dates and times on the foundation's clock, as a spreadsheet reads them: today's.
      for (const row of rows) expect(row[0]).toMatch(new RegExp(`^${today} \\d{2}:\\d{2}$`));
      expect(rows.some((row) => row[1] === dollars)).toBe(false);
      // The CSV agrees with the screen: its received rows add up to the total shown.
      const received = rows.filter((row) => row[6] === site.succeeded).map((row) => Math.round(Number(row[3]!.replace(",", ".")) * 100));
      expect(received).toHaveLength(before.count + 1);
      expect(received.reduce((sum, cents) => sum + cents, 0)).toBe(before.amount + 6_500);

      // Counting the gifts not paid yet: the pending one totalled on its own, the list the same.
      await page.getByLabel(site.count, { exact: true }).selectOption({ label: site.countPending });
      await expect(region).toContainText(site.pendingHint);
      await expect(totals).toHaveCount(1);
      await expect(totals).toContainText(formatMoney(pendingBefore.amount + 26_000, "CAD", site.lang));
      await expect(totals).toContainText(site.donations(pendingBefore.count + 1));
      await expect(totals).not.toContainText(formatMoney(before.amount + 6_500, "CAD", site.lang));
      await expect(site.row(page, train)).toBeVisible();
      await expect(site.row(page, lab)).toBeVisible();
      const pendingRows = rows.filter((row) => row[6] === site.pending).map((row) => Math.round(Number(row[3]!.replace(",", ".")) * 100));
      expect(pendingRows.reduce((sum, cents) => sum + cents, 0)).toBe(pendingBefore.amount + 26_000);
      // The export does not depend on what the totals count.
      expect(Object.fromEntries(new URL((await link.getAttribute("href")) ?? "", page.url()).searchParams)).toEqual({ currency: "CAD", from: today, to: today, lang: site.lang });

      // Reset: every donation again, the dollars among them.
      await page.getByRole("button", { name: site.reset, exact: true }).click();
      await expect(page.getByLabel(site.currency, { exact: true })).toHaveValue("");
      await page.getByLabel(site.count, { exact: true }).selectOption("received");
      await expect(totalOf(page, site.totals).filter({ hasText: "USD" })).toHaveCount(1);
      await expect(site.row(page, dollars)).toBeVisible();
    });

    test("a donation received in cash is added as paid, and found among the donations paid in cash", async ({ page, browserProblems }) => {
      browserProblems.expectAt(/\/api\/auth\/me(\?.*)?$/);
      await signIn(page, site.lang, "donations");
      const o = site.offline;
      const stamp = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
      const email = `cash.${site.lang}.${stamp}@example.org`;

      await page.getByRole("button", { name: o.add, exact: true }).click();
      const dialog = page.getByRole("dialog", { name: o.add });
      // The dialog opens on its first field: the donor's name (the e-mail is optional: a gift at the office may come without one).
      await expect(dialog.getByLabel(o.donorName, { exact: true })).toBeFocused();
      if (site.viewport.width >= 640) {
        // A panel in the middle of a laptop's screen, as tall as its form needs up to 92 % of it
        // (not squeezed into the screen's lower half by the site's stylesheet loaded over the admin's).
        const box = await dialog.evaluate((el) => {
          const rect = el.getBoundingClientRect();
          return { above: rect.top, below: innerHeight - rect.bottom, height: rect.height, needed: Math.min(el.scrollHeight, innerHeight * 0.92) };
        });
        expect(Math.abs(box.above - box.below)).toBeLessThanOrEqual(1);
        expect(Math.abs(box.height - box.needed)).toBeLessThanOrEqual(1);
      }
      await dialog.getByLabel(o.email, { exact: true }).fill(email);
      await dialog.getByLabel(o.donorName, { exact: true }).fill(`Donor ${stamp}`);
      await dialog.getByLabel(o.amount, { exact: true }).fill("25 000");
      await dialog.getByLabel(o.reference, { exact: true }).fill(`CASH-${stamp}`);
      await expectAccessibleAndFitting(page);
      await dialog.getByRole("button", { name: o.submit, exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("region", { name: /^Notifications/ }).getByText(o.recorded)).toBeVisible();

      await page.getByLabel(o.paidWith, { exact: true }).selectOption({ label: o.cash });
      const row = site.row(page, email);
      await expect(row).toContainText(`Donor ${stamp}`);
      await expect(row).toContainText(formatMoney(25_000, "XOF", site.lang));
      await expect(row).toContainText(site.succeeded);
      await expect(row).toContainText(o.how);
      await expectAccessibleAndFitting(page);
    });

    test("a donor is found by e-mail or name as it is typed; the CSV holds what the search finds", async ({ page, browserProblems }) => {
      browserProblems.expectAt(/\/api\/auth\/me(\?.*)?$/);
      await signIn(page, site.lang, "donations");
      await expect(page.getByRole("link", { name: site.exportCsv, exact: true })).toBeVisible();
      const stamp = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
      const first = `ada.sought.${site.lang}.${stamp}@example.org`;
      const second = `Grace.Sought.${site.lang}.${stamp}@example.org`;
      await give(page.request, { email: first, amount: 65, currency: "CAD", impactTier: "train_learner", language: site.lang }, "succeeded");
      await give(page.request, { email: second, amount: 260, currency: "CAD", impactTier: null, language: site.lang });

      // Typed in another case, applied once typing pauses: no button to press.
      const box = page.getByRole("searchbox", { name: site.search });
      const searched = page.waitForResponse((r) => r.url().includes(`${apiPaths.admin.donations}?`) && new URL(r.url()).searchParams.get("q") === `SOUGHT.${site.lang}.${stamp}`.toUpperCase());
      await box.pressSequentially(`SOUGHT.${site.lang}.${stamp}`.toUpperCase(), { delay: 10 });
      expect((await searched).status()).toBe(200);
      await expect(site.row(page, first)).toBeVisible();
      await expect(site.row(page, second.toLowerCase())).toBeVisible();
      await expect(totalOf(page, site.totals)).toHaveCount(1);
      await expect(totalOf(page, site.totals)).toContainText(formatMoney(6_500, "CAD", site.lang));
      await expectAccessibleAndFitting(page);

      const link = page.getByRole("link", { name: site.exportCsv, exact: true });
      const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
      expect(download.suggestedFilename()).toBe("donations-all-search.csv");
      const rows = parseCsv((await readFile(await download.path(), "utf8")).slice(1), site.separator).slice(1);
      expect(rows.map((row) => row[1]).sort()).toEqual([first, second.toLowerCase()].sort());

      // One donor by the whole address; then nobody, said once; 'Clear the search' shows them all again.
      await box.fill(first);
      await box.press("Enter");
      await expect(site.row(page, second.toLowerCase())).toHaveCount(0);
      await expect(site.row(page, first)).toBeVisible();
      await box.fill(`nobody-${stamp}`);
      await expect(page.getByText(site.noMatch)).toHaveCount(1);
      await expect(page.getByRole("region", { name: site.totals })).toHaveCount(0);
      await page.getByRole("button", { name: site.clearSearch, exact: true }).click();
      await expect(box).toHaveValue("");
      await expect(site.row(page, first)).toBeVisible();
    });
  });
}

/**
 * Matching an operator's daily statement, on a phone in both languages: staff add a gift sent by
 * Celtiis Cash to the foundation's number with the operator's transaction id, filter the list by
 * that operator and read the day's total. Other tests may add Celtiis gifts today too (this file's
 * other language): the total is read relative to what the API counted before.
 */
const statements = [
  {
    lang: "en",
    list: "Donations",
    methodField: "How it was paid",
    method: "Mobile money to the foundation’s number",
    operatorField: "Operator",
    operatorFilter: "Operator",
    celtiis: "Celtiis Cash",
    days: "Money received each day",
  },
  {
    lang: "fr",
    list: "Dons",
    methodField: "Moyen de paiement",
    method: "Mobile money au numéro de la fondation",
    operatorField: "Opérateur",
    operatorFilter: "Opérateur",
    celtiis: "Celtiis Cash",
    days: "L’argent reçu chaque jour",
  },
] as const;

for (const st of statements) {
  const site = sites.find((s) => s.lang === st.lang)!;
  test.describe(`matching an operator's statement in ${st.lang.toUpperCase()} at 390×844`, () => {
    test.use({ viewport: viewports.phone });

    test("a gift sent by Celtiis Cash is found by its operator, and the day's total counts it", async ({ page, browserProblems }, testInfo) => {
      browserProblems.expectAt(/\/api\/auth\/me(\?.*)?$/);
      await signIn(page, st.lang, "donations");
      const today = foundationToday();
      const dayTotal = async () => {
        const res = await page.request.get(withQuery(apiPaths.admin.donations, { operator: "celtiis" }));
        expect(res.status()).toBe(200);
        return ((await res.json()) as DonationsPage).days.find((d) => d.day === today && d.currency === "XOF")?.amount ?? 0;
      };
      const before = await dayTotal();
      const stamp = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
      const email = `celtiis.${st.lang}.${stamp}@example.org`;
      const operatorRef = `CEL${Date.now()}${testInfo.workerIndex}`;

      const o = site.offline;
      await page.getByRole("button", { name: o.add, exact: true }).click();
      const dialog = page.getByRole("dialog", { name: o.add });
      await dialog.getByLabel(o.email, { exact: true }).fill(email);
      await dialog.getByLabel(st.methodField, { exact: true }).selectOption({ label: st.method });
      await dialog.getByLabel(st.operatorField, { exact: true }).selectOption({ label: st.celtiis });
      await dialog.getByLabel(o.amount, { exact: true }).fill("7 500");
      await dialog.getByLabel(o.reference, { exact: true }).fill(operatorRef);
      await expectAccessibleAndFitting(page);
      await dialog.getByRole("button", { name: o.submit, exact: true }).click();
      await expect(dialog).toBeHidden();

      await page.getByLabel(st.operatorFilter, { exact: true }).selectOption({ label: st.celtiis });
      // A phone shows the donations as cards.
      const row = page.getByRole("list", { name: st.list }).getByRole("listitem").filter({ hasText: email });
      await expect(row).toContainText(formatMoney(7_500, "XOF", st.lang));
      await expect(row).toContainText(st.celtiis);
      await expect(row).toContainText(operatorRef);

      const days = page.getByTestId("donation-days");
      await expect(days.getByRole("heading", { name: st.days })).toBeVisible();
      const line = days.getByRole("row").filter({ has: page.getByRole("rowheader", { name: formatDay(calendarDay(today)!, st.lang), exact: true }) });
      const after = await dayTotal();
      expect(after).toBeGreaterThanOrEqual(before + 7_500);
      await expect(line).toContainText(formatMoney(after, "XOF", st.lang));
      await expectAccessibleAndFitting(page);
      await page.screenshot({ path: testInfo.outputPath(`operator-${st.lang}.png`), fullPage: true });
    });
  });
}
