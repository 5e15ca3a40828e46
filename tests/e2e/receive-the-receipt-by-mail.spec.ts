/**
 * A donor pays with the built-in test provider — by card in US dollars in English on a laptop, by
 * mobile money in CFA francs in French on a phone — and their receipt leaves from the site: an
 * .eml file in the e2e server's mail folder (tests/e2e/mail-folder.ts), to their address, in their
 * language, with the receipt as a PDF. From the admin, Send again (pressed from the keyboard)
 * mails it once more.
 */
import type { Page } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import { signIn, viewports } from "./admin";
import { asOwnVisitor, expect, notifications, test } from "./fixtures";
import { mailsWithSubject } from "./mail-folder";

test.beforeEach(async ({ context }, testInfo) => asOwnVisitor(context, testInfo));

const sites = [
  {
    lang: "en",
    viewport: viewports.desktop,
    donate: "/donate",
    email: "Email address",
    submit: "Donate now",
    stepTitle: "Complete Your Donation",
    choose: async (page: Page) => page.getByRole("button", { name: /^Choose Train 1 Learner, / }).click(),
    pay: async (page: Page) => {
      // Dollars are paid by card only: the card form comes as the step opens.
      const step = page.getByRole("region", { name: "Complete Your Donation" });
      await step.getByRole("button", { name: "Pay $50", exact: true }).click();
    },
    complete: "Donation Complete",
    subject: /^Your donation receipt no\. \d{4}-\d{6}$/,
    amount: "Thank you for your donation of $50 to Test Foundation.",
    method: "Payment method: Card",
    file: /^receipt-\d{4}-\d{6}\.pdf$/,
    admin: {
      open: /^Payments and receipt of the donation of \$50 from /,
      dialog: "Payments and receipt",
      again: "Send the receipt of $50 again by e-mail",
      toast: "The receipt will be sent again in a moment",
      resent: "Our team sends you this receipt again.",
    },
  },
  {
    lang: "fr",
    viewport: viewports.phone,
    donate: "/fr/donate",
    email: "Adresse e-mail",
    submit: "Faire un don",
    stepTitle: "Finalisez votre don",
    choose: async (page: Page) => {
      await page.locator("label", { has: page.getByRole("radio", { name: "Franc CFA (FCFA)" }) }).click();
      await page.getByLabel("Ou donnez un autre montant (FCFA)", { exact: true }).fill("5000");
    },
    pay: async (page: Page) => {
      const step = page.getByRole("region", { name: "Finalisez votre don" });
      await step.getByLabel("Numéro mobile money", { exact: true }).fill("0166123456");
      await step.getByRole("button", { name: "Payer 5\u00a0000\u00a0FCFA", exact: true }).click();
      await step.getByRole("button", { name: "Valider (test)" }).click();
    },
    complete: "Don effectué",
    subject: /^Votre reçu de don n° \d{4}-\d{6}$/,
    amount: "Merci pour votre don de 5\u00a0000\u00a0FCFA à Test Foundation.",
    method: "Moyen de paiement\u00a0: MTN Mobile Money",
    file: /^recu-\d{4}-\d{6}\.pdf$/,
    admin: null,
  },
] as const;

/** The mails sent to `address` whose subject matches. */
const receiptsTo = async (address: string, subject: RegExp): Promise<ParsedMail[]> =>
  (await mailsWithSubject((s) => subject.test(s))).filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === address);

for (const site of sites) {
  test.describe(`in ${site.lang.toUpperCase()} at ${site.viewport.width}×${site.viewport.height}`, () => {
    test.use({ viewport: site.viewport });

    test("a donor who paid finds the receipt in their mail, with the PDF", async ({ page, browserProblems }) => {
      const email = `receipt.${site.lang}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.org`;
      await page.goto(site.donate);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      const submit = page.getByRole("button", { name: site.submit, exact: true });
      await submit.scrollIntoViewIfNeeded();
      await page.locator('[data-island="donation-form"][data-live]').waitFor({ state: "attached" });
      await site.choose(page);
      await page.getByLabel(site.email, { exact: true }).fill(email);
      await submit.click();
      await expect(page.getByRole("region", { name: site.stepTitle })).toBeVisible();
      await site.pay(page);
      await expect(notifications(page).getByText(site.complete, { exact: true })).toBeVisible();

      await expect.poll(async () => (await receiptsTo(email, site.subject)).length, { timeout: 15_000 }).toBe(1);
      const [mail] = await receiptsTo(email, site.subject);
      expect(mail!.text).toContain(site.amount);
      expect(mail!.text).toContain(site.method);
      expect(mail!.html).toContain(`<html lang="${site.lang}">`);
      const pdfs = mail!.attachments.filter((file) => file.contentType === "application/pdf");
      expect(pdfs).toHaveLength(1);
      expect(pdfs[0]!.filename).toMatch(site.file);
      expect(pdfs[0]!.content.subarray(0, 5).toString("latin1")).toBe("%PDF-");

      if (!site.admin) return;
      browserProblems.expectAt(/\/api\/auth\/me(\?.*)?$/);
      await signIn(page, site.lang, "donations");
      await page.getByRole("button", { name: site.admin.open }).and(page.locator(`[aria-label$="${email}"]`)).first().click();
      const dialog = page.getByRole("dialog", { name: site.admin.dialog });
      const again = dialog.getByRole("button", { name: site.admin.again, exact: true });
      await again.focus();
      await page.keyboard.press("Enter");
      await expect(notifications(page).getByText(site.admin.toast, { exact: true })).toBeVisible();
      await expect.poll(async () => (await receiptsTo(email, site.subject)).length, { timeout: 15_000 }).toBe(2);
      const resent = (await receiptsTo(email, site.subject)).find((m) => m.text?.includes(site.admin.resent));
      expect(resent?.attachments.filter((file) => file.contentType === "application/pdf")).toHaveLength(1);
    });
  });
}
