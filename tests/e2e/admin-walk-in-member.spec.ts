/**
 * People without e-mail, in the admin on a phone: a person walks into the office, pays the dues in
 * cash, and staff add them with no e-mail address — the member is active and paid in the list,
 * their page offers to print the receipt or send it on WhatsApp. A person whose data was erased at
 * their request reads as erased in the list and on their page, with nothing to edit or pay, and the
 * API refuses a payment for them. Each test uses names, numbers and addresses no other test uses
 * and finds them through the search: other specs run at the same time against the same database.
 */
import type { BrowserContext, Page, TestInfo } from "@playwright/test";
import { expectAccessibleAndFitting, signIn, viewports } from "./admin";
import { expect, notifications, test } from "./fixtures";
import { mailsWithSubject } from "./mail-folder";

const sites = [
  {
    lang: "en",
    add: "Add a member",
    fullName: "Full name",
    phone: "Phone / WhatsApp",
    email: "E-mail (optional)",
    amount: "Amount (FCFA)",
    method: "How it was paid",
    cash: "Cash",
    reference: "Reference (optional)",
    submit: "Add and record the payment",
    added: (name: string) => `Member added: ${name}`,
    noEmailToast: "No e-mail — print the receipt or send it on WhatsApp from the member’s page.",
    search: "Search by name, e-mail or phone",
    searchButton: "Search",
    oneMember: "1 member",
    active: "Active",
    noEmail: "No e-mail",
    paid: /^Paid on /,
    print: "Print receipt",
    whatsApp: "Send on WhatsApp",
    erasedBadge: "Data erased",
    erasedNote: "Erased at the person’s request: nothing to edit.",
    erasedPage: /^Data erased on .+ at the person’s request$/,
    record: "Record a payment",
    refused: "This person's data was erased at their request: their record can no longer be changed",
  },
  {
    lang: "fr",
    add: "Ajouter un membre",
    fullName: "Nom complet",
    phone: "Téléphone / WhatsApp",
    email: "E-mail (facultatif)",
    amount: "Montant (FCFA)",
    method: "Moyen de paiement",
    cash: "Espèces",
    reference: "Référence (facultatif)",
    submit: "Ajouter et enregistrer le paiement",
    added: (name: string) => `Membre ajouté\u00a0: ${name}`,
    noEmailToast: "Pas d’e-mail — imprimez le reçu ou envoyez-le sur WhatsApp depuis la fiche du membre.",
    search: "Rechercher par nom, e-mail ou téléphone",
    searchButton: "Rechercher",
    oneMember: "1\u00a0membre",
    active: "Actif",
    noEmail: "Pas d’e-mail",
    paid: /^Payée le /,
    print: "Imprimer le reçu",
    whatsApp: "Envoyer sur WhatsApp",
    erasedBadge: "Données effacées",
    erasedNote: "Effacées à la demande de la personne\u00a0: rien à modifier.",
    erasedPage: /^Données effacées le .+ à la demande de la personne$/,
    record: "Enregistrer un paiement",
    refused: "Les données de cette personne ont été effacées à sa demande\u00a0: sa fiche ne peut plus être modifiée",
  },
] as const;

/** Each test is a client of its own: the API limits form submissions per client. */
async function asOwnClient(context: BrowserContext, testInfo: TestInfo) {
  let hash = 29;
  for (const char of testInfo.testId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": `198.51.${(hash >>> 8) % 256}.${(hash % 254) + 1}` });
}

const tagOf = (testInfo: TestInfo) => `${Date.now().toString(36)}${testInfo.workerIndex}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** Searches the list and answers the one member shown (a card on a phone). */
async function findMember(page: Page, site: (typeof sites)[number], text: string, shown: string) {
  await page.getByLabel(site.search, { exact: true }).fill(text);
  await page.getByRole("button", { name: site.searchButton, exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: new RegExp(`(^|\\s)${site.oneMember}$`) })).toBeVisible();
  // In the page, not in the toast that names the member just added (a list item too).
  const member = page.getByRole("main").locator("tr, li").filter({ hasText: shown }).filter({ visible: true });
  await expect(member).toHaveCount(1);
  return member;
}

for (const site of sites) {
  test.describe(`in ${site.lang.toUpperCase()} at ${viewports.phone.width}×${viewports.phone.height}`, () => {
    test.use({ viewport: viewports.phone });

    test.beforeEach(async ({ context, browserProblems }, testInfo) => {
      await asOwnClient(context, testInfo);
      browserProblems.expectAt(/\/api\/auth\/me(\?.*)?$/);
    });

    test("staff add a walk-in member without e-mail who pays in cash: active and paid, the receipt printed or sent on WhatsApp", async ({ page }, testInfo) => {
      // A dialog, a search, a page and a PDF, each checked for accessibility: 35–45 s on a busy machine.
      test.setTimeout(90_000);
      const tag = tagOf(testInfo);
      const name = `Walk-in ${site.lang.toUpperCase()} ${tag}`;
      // A Beninese mobile no other test uses: 01 9x xx xx xx.
      const digits = `9${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;
      const phone = `+229 01 ${digits.replace(/(\d{2})(?=\d)/g, "$1 ")}`;
      const receipt = `CARNET-${tag}`;
      await signIn(page, site.lang, "members");

      await page.getByRole("button", { name: site.add, exact: true }).click();
      const dialog = page.getByRole("dialog", { name: site.add });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel(site.fullName, { exact: true }).fill(name);
      await dialog.getByLabel(site.phone, { exact: true }).fill(phone);
      await expect(dialog.getByLabel(site.email, { exact: true })).toHaveValue("");
      await expect(dialog.getByLabel(site.amount, { exact: true })).toHaveValue("12000");
      await dialog.getByLabel(site.method, { exact: true }).selectOption({ label: site.cash });
      await dialog.getByLabel(site.reference, { exact: true }).fill(receipt);
      await expectAccessibleAndFitting(page);
      await page.screenshot({ path: testInfo.outputPath(`walk-in-dialog-${site.lang}.png`), fullPage: true });
      await dialog.getByRole("button", { name: site.submit, exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(notifications(page).getByText(site.added(name), { exact: true })).toBeVisible();
      await expect(notifications(page).getByText(site.noEmailToast, { exact: true })).toBeVisible();

      // Found by the phone number staff have: active, paid, no e-mail.
      const member = await findMember(page, site, digits, name);
      await expect(member.getByText(site.active, { exact: true })).toBeVisible();
      await expect(member.getByText(site.paid)).toBeVisible();
      await expect(member.getByText(site.noEmail, { exact: true })).toBeVisible();
      await expectAccessibleAndFitting(page);

      await member.getByRole("link", { name, exact: true }).click();
      await expect(page.getByRole("heading", { level: 3, name })).toBeVisible();
      const print = page.getByRole("link", { name: new RegExp(`^${site.print}`) }).first();
      await expect(print).toHaveAttribute("href", /\/api\/admin\/payments\/[0-9a-f-]+\/receipt\.pdf\?.*print=1/);
      const whatsApp = page.getByRole("link", { name: new RegExp(`^${site.whatsApp}`) }).first();
      await expect(whatsApp).toHaveAttribute("href", new RegExp(`^https://wa\\.me/22901${digits}\\?text=`));
      const text = new URL((await whatsApp.getAttribute("href"))!).searchParams.get("text")!;
      const link = /(https?:\/\/\S+\/api\/documents\/\S+\.pdf)/.exec(text)?.[1];
      expect(link).toBeDefined();
      const pdf = await page.request.get(new URL(link!).pathname);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()["content-type"]).toContain("application/pdf");
      await expectAccessibleAndFitting(page);
      await page.screenshot({ path: testInfo.outputPath(`walk-in-page-${site.lang}.png`), fullPage: true });
    });

    test("a person whose data was erased reads as erased, with nothing to edit or pay", async ({ page }, testInfo) => {
      test.setTimeout(60_000);
      const tag = tagOf(testInfo);
      const email = `erased-${site.lang}-${tag}@e2e.example.org`;
      const applied = await page.request.post("/api/memberships", {
        data: { fullName: `To erase ${tag}`, email, country: "Benin", category: "adherent_individual", consent: true, language: "en" },
      });
      expect(applied.status(), await applied.text()).toBe(201);
      const membershipId = ((await applied.json()) as { membership: { id: string } }).membership.id;
      // The application's mail carries the private link that files the request.
      await expect
        .poll(async () => (await mailsWithSubject((s) => s.startsWith("Your membership application"))).filter((m) => m.to && !Array.isArray(m.to) && m.to.text === email).length, { timeout: 15_000 })
        .toBe(1);
      const [mail] = (await mailsWithSubject((s) => s.startsWith("Your membership application"))).filter((m) => m.to && !Array.isArray(m.to) && m.to.text === email);
      const token = new URL(/Ask for a copy of your data or its erasure: (\S+)/.exec(mail!.text ?? "")![1]!).searchParams.get("token")!;
      const filed = await page.request.post("/api/privacy-requests", { data: { email, token, kind: "erasure", language: "en" } });
      expect(filed.status(), await filed.text()).toBe(201);
      const requestId = ((await filed.json()) as { request: { id: string } }).request.id;

      await signIn(page, site.lang, "members");
      const origin = new URL(page.url()).origin;
      const completed = await page.request.post(`/api/admin/privacy-requests/${requestId}/complete`, { headers: { Origin: origin } });
      expect(completed.status(), await completed.text()).toBe(200);

      // Found by the address the erasure left (the list shows neither it nor a status).
      const member = await findMember(page, site, `erased+${membershipId}`, site.erasedBadge);
      await expect(member.getByText(site.erasedBadge, { exact: true })).toBeVisible();
      await expect(member.getByText(site.erasedNote, { exact: true })).toBeVisible();
      await expect(member.getByText("@invalid")).toHaveCount(0);
      await expect(member.getByRole("button")).toHaveCount(0);
      await expectAccessibleAndFitting(page);

      await member.getByRole("link").first().click();
      await expect(page.getByText(site.erasedPage).first()).toBeVisible();
      await expect(page.getByRole("button", { name: site.record })).toHaveCount(0);
      await expect(page.getByText("@invalid")).toHaveCount(0);

      const refused = await page.request.post(`/api/admin/payments?lang=${site.lang}`, {
        headers: { Origin: origin },
        data: { kind: "membership", id: membershipId, method: "cash", amount: 12_000, currency: "XOF", paidOn: new Date(Date.now() + 3_600_000).toISOString().slice(0, 10) },
      });
      expect(refused.status()).toBe(409);
      expect(((await refused.json()) as { message: string }).message).toBe(site.refused);
    });
  });
}
