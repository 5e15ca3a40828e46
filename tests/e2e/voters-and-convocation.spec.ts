/**
 * The general assembly's voters and its convocation, as staff use them: a member whose dues for
 * this year were recorded appears among the voters; staff send the convocation from the dialog
 * and watch it reach that member, whose mail is in their language; the attendance sheet, read
 * when Print is pressed, is what prints. In English on a laptop, in French on a phone. Each test makes a member no other test
 * (nor another run) uses, and finds its convocation by a place of its own: other specs run at the
 * same time against the same database.
 */
import type { BrowserContext, Page, TestInfo } from "@playwright/test";
import { expectAccessibleAndFitting, signIn, viewports, type Lang } from "./admin";
import { expect, test } from "./fixtures";
import { mailsWithSubject } from "./mail-folder";

const sites = [
  {
    lang: "en",
    viewport: viewports.desktop,
    tab: "General assembly",
    year: "Year of the general assembly",
    list: (year: number) => `Members entitled to vote in ${year}`,
    paid: /^Paid on /,
    how: "Cash · Recorded by staff",
    send: "Send the convocation",
    dialog: "Send the convocation",
    heldAt: "Day and time (Benin time)",
    place: "Place",
    agendaEn: "Agenda in English",
    agendaFr: "Agenda in French",
    reaches: /^It will be sent to [\d,]+ members?\.$/,
    submit: "Send to the voters",
    toast: /^The convocation will be mailed to [\d,]+ members? in a moment$/,
    recipients: (year: number) => `Who received the convocation to the ${year} general assembly`,
    recipientsDialog: (year: number) => `Convocation to the ${year} general assembly`,
    sent: "Sent",
    subject: (year: number) => `Convocation to the ${year} general assembly of`,
    mailLine: "Time: 6:00\u00a0PM (Benin time, GMT+1)",
    print: "Print the attendance sheet",
    sheet: (year: number) => `General assembly ${year}`,
    signature: "Signature",
  },
  {
    lang: "fr",
    viewport: viewports.phone,
    tab: "Assemblée générale",
    year: "Année de l’assemblée générale",
    list: (year: number) => `Membres ayant le droit de vote en ${year}`,
    paid: /^Payée le /,
    how: "Espèces · Enregistré par l’équipe",
    send: "Envoyer la convocation",
    dialog: "Envoyer la convocation",
    heldAt: "Jour et heure (heure du Bénin)",
    place: "Lieu",
    agendaEn: "Ordre du jour en anglais",
    agendaFr: "Ordre du jour en français",
    reaches: /^Elle sera envoyée à [\d\u00a0]+\u00a0membres?\.$/,
    submit: "Envoyer aux votants",
    toast: /^La convocation va être envoyée à [\d\u00a0]+\u00a0membres? dans un instant$/,
    recipients: (year: number) => `Qui a reçu la convocation à l’assemblée générale ${year}`,
    recipientsDialog: (year: number) => `Convocation à l’assemblée générale ${year}`,
    sent: "Envoyée",
    subject: (year: number) => `Convocation à l’assemblée générale ${year} de`,
    mailLine: "Heure\u00a0: 18:00 (heure du Bénin, UTC+1)",
    print: "Imprimer la feuille d’émargement",
    sheet: (year: number) => `Assemblée générale ${year}`,
    signature: "Signature",
  },
] as const;

/** Each test is a client of its own: the API limits form submissions per client (X-Forwarded-For behind the loopback proxy). */
async function asOwnClient(context: BrowserContext, testInfo: TestInfo) {
  let hash = 41;
  for (const char of testInfo.testId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": `203.0.${(hash >>> 8) % 256}.${(hash % 254) + 1}` });
}

/** Today on the foundation's clock (Africa/Porto-Novo, UTC+1 all year), `YYYY-MM-DD`. */
const foundationToday = () => new Date(Date.now() + 60 * 60_000).toISOString().slice(0, 10);

/**
 * A member of this year: applied through the public form's API, their dues for this year (staff
 * choose it: late in the year a new member's application names the next one) recorded as paid in
 * cash today by the signed-in staff (the admin's own API, as its dialog sends it). The name sorts
 * first, so the member is on the list's first page.
 */
async function paidMember(page: Page, lang: Lang, testInfo: TestInfo) {
  const tag = `${Date.now().toString(36)}${testInfo.workerIndex}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const member = { fullName: `Aaron Votant ${lang.toUpperCase()} ${tag}`, email: `voter-${lang}-${tag}@e2e.example.org`, tag };
  const applied = await page.request.post("/api/memberships?payment=later", {
    data: { fullName: member.fullName, email: member.email, country: "Benin", category: "adherent_individual", consent: true, language: lang },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const { membership } = (await applied.json()) as { membership: { id: string } };
  const origin = new URL(page.url()).origin;
  const paid = await page.request.post("/api/admin/payments?lang=en", {
    headers: { Origin: origin },
    data: { kind: "membership", id: membership.id, method: "cash", amount: 12_000, currency: "XOF", paidOn: foundationToday(), reference: `VOTE-${tag}`, year: Number(foundationToday().slice(0, 4)) },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  return member;
}

for (const site of sites) {
  test.describe(`in ${site.lang.toUpperCase()} at ${site.viewport.width}×${site.viewport.height}`, () => {
    test.use({ viewport: site.viewport });

    test.beforeEach(async ({ context, browserProblems }, testInfo) => {
      await asOwnClient(context, testInfo);
      browserProblems.expectAt(/\/api\/auth\/me(\?.*)?$/);
    });

    test("a paid member is among the voters; staff send the convocation and see it sent to them", async ({ page }, testInfo) => {
      test.setTimeout(60_000);
      await signIn(page, site.lang, "voters");
      const member = await paidMember(page, site.lang, testInfo);
      const year = Number(foundationToday().slice(0, 4));
      await page.reload();
      await expect(page.getByRole("heading", { level: 2, name: site.tab, exact: true })).toBeVisible();
      await expect(page.getByLabel(site.year, { exact: true })).toHaveValue(String(year));

      const voters = page.getByRole("list", { name: site.list(year) });
      const voter = voters.getByRole("listitem").filter({ hasText: member.email });
      await expect(voter).toHaveCount(1);
      await expect(voter.getByText(member.fullName, { exact: true })).toBeVisible();
      await expect(voter.getByText(site.paid)).toBeVisible();
      await expect(voter.getByText(site.how, { exact: true })).toBeVisible();
      await expectAccessibleAndFitting(page);

      // What prints: the sheet of names with a column to sign, and nothing of the admin. Its names
      // are read when Print is pressed; the browser's print dialog is only counted here.
      await page.evaluate(() => {
        const counted = window as unknown as { printed: number };
        counted.printed = 0;
        window.print = () => void counted.printed++;
      });
      await page.getByRole("button", { name: site.print, exact: true }).click();
      await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
      await page.emulateMedia({ media: "print" });
      const sheet = page.locator(".attendance-sheet");
      await expect(sheet.getByRole("heading", { name: site.sheet(year) })).toBeVisible();
      await expect(sheet.getByRole("columnheader", { name: site.signature })).toBeVisible();
      await expect(sheet.getByRole("row").filter({ hasText: member.fullName })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: site.tab, exact: true })).toBeHidden();
      await page.emulateMedia({ media: "screen" });
      await expect(sheet).toBeHidden();

      await page.getByRole("button", { name: site.send, exact: true }).click();
      const dialog = page.getByRole("dialog", { name: site.dialog });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel(site.heldAt, { exact: true }).fill(`${year}-12-31T18:00`);
      const place = `Salle ${member.tag}, Cotonou`;
      await dialog.getByLabel(site.place, { exact: true }).fill(place);
      await dialog.getByLabel(site.agendaEn, { exact: true }).fill("1. Accounts\n2. Dues");
      await dialog.getByLabel(site.agendaFr, { exact: true }).fill("1. Comptes\n2. Cotisations");
      await expect(dialog.getByText(site.reaches)).toBeVisible();
      await expectAccessibleAndFitting(page);
      await dialog.getByRole("button", { name: site.submit, exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("region", { name: /^Notifications/ }).getByText(site.toast)).toBeVisible();

      const sent = page.getByRole("listitem").filter({ hasText: place });
      await sent.getByRole("button", { name: site.recipients(year), exact: true }).click();
      const recipients = page.getByRole("dialog", { name: site.recipientsDialog(year) });
      const received = recipients.getByRole("listitem").filter({ hasText: member.email });
      // The jobs room sends it in a moment; the dialog reads the mails again while some wait.
      await expect(received.getByText(site.sent, { exact: true })).toBeVisible({ timeout: 20_000 });
      await expectAccessibleAndFitting(page);

      const [mail] = (await mailsWithSubject((subject) => subject.startsWith(site.subject(year)))).filter((m) => m.text?.includes(place) && (m.to && "text" in m.to ? m.to.text : "").includes(member.email));
      expect(mail, "the member's convocation in the mail folder").toBeDefined();
      expect(mail!.text).toContain(site.mailLine);
    });
  });
}
