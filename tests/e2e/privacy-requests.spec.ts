/**
 * A person who received a mail from the site follows its footer's private link (read from the e2e
 * server's mail folder), asks for a copy of their data and for its erasure — confirmed, saying
 * what the accounts keep — then the staff complete both from the admin's Privacy requests tab: the
 * copy's mail links to a file of their data, the erasure's mail confirms it and the address is
 * gone from the list, and the mail's link then says the data was erased. In English on a laptop,
 * in French on a phone.
 */
import type { ParsedMail } from "mailparser";
import { expectAccessibleAndFitting, signIn, viewports } from "./admin";
import { asOwnVisitor, expect, notifications, test } from "./fixtures";
import { mailsWithSubject } from "./mail-folder";

test.beforeEach(async ({ context }, testInfo) => asOwnVisitor(context, testInfo));

const sites = [
  {
    lang: "en",
    viewport: viewports.desktop,
    applied: "Your membership application to Test Foundation",
    footer: /Ask for a copy of your data or its erasure: (\S+)/,
    heading: "Your data",
    copy: "Send me a copy",
    copied: /^We have received your request\. We will complete it by .+ at the latest and write to you\.$/,
    erase: "Erase my data",
    confirmTitle: "Erase your data?",
    kept: "The accounts must keep the amounts, dates and receipt numbers",
    yes: "Yes, erase my data",
    badLink: /^This link does not work/,
    admin: {
      complete: (email: string) => `Complete the request of ${email}`,
      sendCopy: "Send the copy",
      erase: "Erase their data",
      done: "Request completed",
      holds: "What the site holds: 1 member record, 1 application",
      erased: "(address erased)",
    },
    copySubject: "The copy of your data",
    download: /Download my data: (\S+)/,
    erasedSubject: "Your data has been erased",
    erasedPage: /^Your data was erased at your request: we hold nothing more under this address/,
  },
  {
    lang: "fr",
    viewport: viewports.phone,
    applied: "Votre demande d’adhésion à Test Foundation",
    footer: /Demander une copie de vos données ou leur effacement\u00a0: (\S+)/,
    heading: "Vos données",
    copy: "M’envoyer une copie",
    copied: /^Nous avons bien reçu votre demande\. Nous y donnerons suite au plus tard le .+ et vous écrirons\.$/,
    erase: "Effacer mes données",
    confirmTitle: "Effacer vos données\u00a0?",
    kept: "La comptabilité doit garder les montants, dates et numéros de reçu",
    yes: "Oui, effacer mes données",
    badLink: /^Ce lien ne fonctionne pas/,
    admin: {
      complete: (email: string) => `Traiter la demande de ${email}`,
      sendCopy: "Envoyer la copie",
      erase: "Effacer ses données",
      done: "Demande traitée",
      holds: "Ce que le site détient\u00a0: 1 fiche de membre, 1 demande d’adhésion",
      erased: "(adresse effacée)",
    },
    copySubject: "La copie de vos données",
    download: /Télécharger mes données\u00a0: (\S+)/,
    erasedSubject: "Vos données ont été effacées",
    erasedPage: /^Vos données ont été effacées à votre demande\u00a0: nous ne détenons plus rien sous cette adresse/,
  },
] as const;

/** The mails to `address` with this subject. */
const mailsTo = async (address: string, subject: string): Promise<ParsedMail[]> =>
  (await mailsWithSubject((s) => s === subject)).filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === address);

async function oneMail(address: string, subject: string): Promise<ParsedMail> {
  await expect.poll(async () => (await mailsTo(address, subject)).length, { timeout: 15_000 }).toBe(1);
  return (await mailsTo(address, subject))[0]!;
}

for (const site of sites) {
  test.describe(`in ${site.lang.toUpperCase()} at ${site.viewport.width}×${site.viewport.height}`, () => {
    test.use({ viewport: site.viewport });

    test("a person asks from a mail's link for a copy and an erasure, and the staff complete both", async ({ page, browserProblems }) => {
      test.setTimeout(90_000);
      const email = `privacy.${site.lang}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.org`;
      const name = site.lang === "fr" ? "Fifamè Houngbédji" : "Ama Mensah";
      const applied = await page.request.post("/api/memberships", {
        data: { fullName: name, email, country: "Bénin", category: "honorary", consent: true, language: site.lang },
      });
      expect(applied.status()).toBe(201);

      // The footer of the application's mail carries the private link.
      const mail = await oneMail(email, site.applied);
      const link = site.footer.exec(mail.text ?? "")?.[1];
      expect(link).toBeDefined();
      const url = new URL(link!);
      expect(url.pathname).toBe(site.lang === "fr" ? "/fr/my-data" : "/my-data");

      // A link altered by hand is refused with a clear message.
      browserProblems.expectAt(/\/api\/privacy-requests\/link\?/);
      await page.goto(`${url.pathname}?email=${encodeURIComponent(email)}&token=${url.searchParams.get("token")!.slice(0, -2)}xx`);
      await expect(page.getByRole("alert")).toHaveText(site.badLink);

      await page.goto(`${url.pathname}${url.search}`);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await expect(page.getByRole("heading", { level: 1, name: site.heading })).toBeVisible();
      await page.getByRole("button", { name: site.copy }).click();
      await expect(page.getByRole("status").filter({ hasText: site.copied })).toBeVisible();

      await page.getByRole("button", { name: site.erase }).click();
      const confirm = page.getByRole("region", { name: site.confirmTitle });
      await expect(confirm).toBeVisible();
      await expect(confirm.getByRole("heading", { name: site.confirmTitle })).toBeFocused();
      await expect(confirm).toContainText(site.kept);
      await expectAccessibleAndFitting(page);
      await confirm.getByRole("button", { name: site.yes }).click();
      await expect(confirm).toBeHidden();
      // Both requests are now listed as in progress.
      await expect(page.getByRole("listitem").filter({ hasText: /\d{4}/ })).toHaveCount(2);

      // The staff complete the copy, then the erasure.
      browserProblems.expectAt(/\/api\/auth\/me(\?.*)?$/);
      await signIn(page, site.lang, "privacy");
      const requests = page.getByRole("listitem").filter({ hasText: email });
      await expect(requests).toHaveCount(2);
      await expect(requests.first()).toContainText(site.admin.holds);
      await expectAccessibleAndFitting(page);

      const completeButtons = page.getByRole("button", { name: site.admin.complete(email) });
      const copyRow = requests.filter({ has: page.getByText(site.lang === "fr" ? "Copie de ses données" : "Copy of their data") });
      await copyRow.getByRole("button", { name: site.admin.complete(email) }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: site.admin.sendCopy }).click();
      await expect(notifications(page).getByText(site.admin.done, { exact: true })).toBeVisible();
      await expect(completeButtons).toHaveCount(1);

      const copyMail = await oneMail(email, site.copySubject);
      const download = site.download.exec(copyMail.text ?? "")?.[1];
      const file = await page.request.get(new URL(download!).pathname);
      expect(file.status()).toBe(200);
      const data = (await file.json()) as { address: string; applications: { fullName: string }[] };
      expect(data.address).toBe(email);
      expect(data.applications.map((a) => a.fullName)).toEqual([name]);

      await completeButtons.click();
      await page.getByRole("alertdialog").getByRole("button", { name: site.admin.erase }).click();
      await expect(notifications(page).getByText(site.admin.done, { exact: true }).last()).toBeVisible();
      await expect(page.getByRole("listitem").filter({ hasText: email })).toHaveCount(0);
      await expect(page.getByRole("listitem").filter({ hasText: site.admin.erased }).first()).toBeVisible();
      // The confirmation goes out, then nothing naming the person is left among the mail files: the
      // erasure removed their mails, and the job removes the confirmation's once sent (decision 023).
      const naming = async () => (await mailsWithSubject(() => true)).filter((m) => JSON.stringify([m.to, m.replyTo, m.subject, m.text]).includes(email)).length;
      await expect.poll(naming, { timeout: 20_000 }).toBe(0);

      // The mail's link, followed again, says the data was erased and offers nothing more to ask.
      await page.goto(`${url.pathname}${url.search}`);
      await expect(page.getByRole("status").filter({ hasText: site.erasedPage })).toBeVisible();
      await expect(page.getByRole("button", { name: site.copy })).toHaveCount(0);
    });
  });
}
