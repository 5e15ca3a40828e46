/**
 * A visitor writes from the contact page; an administrator answers from the message's dialog in
 * the Contacts tab; the reply leaves from the site threaded under the message. The e2e server has
 * no SMTP server: the reply is an .eml file under its DATA_DIR/mail/ (a temporary folder named
 * foundation-e2e-…, tests/e2e/start-server.mjs), found by its unique subject. In English on a
 * laptop, in French on a phone.
 */
import { expectAccessibleAndFitting, signIn, viewports } from "./admin";
import { expect, test } from "./fixtures";
import { mailsWithSubject } from "./mail-folder";

const sites = [
  {
    lang: "en",
    viewport: viewports.desktop,
    path: "/contact",
    form: { name: "Full name", email: "Email address", subject: "Subject", message: "Message", submit: "Send message", sent: "Message sent" },
    admin: { view: "View message", box: "Your reply to Aïcha Dossou", send: "Send the reply", sent: "Reply sent", replied: "Replied", heading: "Replies sent from the site", mailSent: "Mail sent", mailLink: "Reply in my mail app" },
    attribution: /On [A-Z][a-z]+ \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M, Aïcha Dossou wrote:/,
  },
  {
    lang: "fr",
    viewport: viewports.phone,
    path: "/fr/contact",
    form: { name: "Nom complet", email: "Adresse e-mail", subject: "Objet", message: "Message", submit: "Envoyer le message", sent: "Message envoyé" },
    admin: { view: "Voir le message", box: "Votre réponse à Aïcha Dossou", send: "Envoyer la réponse", sent: "Réponse envoyée", replied: "Répondu", heading: "Réponses envoyées depuis le site", mailSent: "Courriel envoyé", mailLink: "Répondre avec ma messagerie" },
    attribution: /Le \d{1,2} [a-zéû]+ \d{4} à \d{2}:\d{2}, Aïcha Dossou a écrit\u00a0:/,
  },
] as const;

/** The mails whose subject is this one. */
const mailsAbout = (subject: string) => mailsWithSubject((s) => s === subject);

for (const site of sites) {
  test.describe(`in ${site.lang.toUpperCase()} at ${site.viewport.width}×${site.viewport.height}`, () => {
    test.use({ viewport: site.viewport });

    test("a reply sent from the admin reaches the sender threaded under their message", async ({ page, browserProblems }) => {
      browserProblems.expectAt(/\/api\/auth\/me(\?.*)?$/);
      const subject = `Reply ${site.lang} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
      const email = `aicha.${site.lang}.${Date.now().toString(36)}@example.org`;
      await page.goto(site.path);
      await page.getByLabel(site.form.name).fill("Aïcha Dossou");
      await page.getByLabel(site.form.email).fill(email);
      await page.getByLabel(site.form.subject).fill(subject);
      await page.getByLabel(site.form.message, { exact: true }).fill("Could we host a workshop in Parakou?");
      await page.getByRole("button", { name: site.form.submit }).click();
      await expect(page.getByRole("heading", { name: site.form.sent })).toBeVisible();

      await signIn(page, site.lang, "contacts");
      const card = page.getByRole("article", { name: subject });
      await card.getByRole("button", { name: site.admin.view, exact: true }).click();
      const dialog = page.getByRole("dialog", { name: subject });
      await expect(dialog.getByRole("link", { name: site.admin.mailLink, exact: true })).toBeVisible();
      await dialog.getByRole("textbox", { name: site.admin.box }).fill("Yes, with pleasure.\nLet us talk on Tuesday.");
      await dialog.getByRole("button", { name: site.admin.send, exact: true }).click();
      await expect(page.getByText(site.admin.sent, { exact: true }).first()).toBeVisible();
      await expect(dialog.getByRole("heading", { name: site.admin.heading })).toBeVisible();
      await expect(dialog.getByRole("listitem")).toContainText("Let us talk on Tuesday.");
      await expect(dialog.getByText(site.admin.replied, { exact: true })).toBeVisible();
      await expectAccessibleAndFitting(page);
      // The outbox sends it within seconds, and the dialog says so by itself.
      await expect(dialog.getByText(site.admin.mailSent, { exact: true })).toBeVisible({ timeout: 15_000 });

      await expect.poll(async () => (await mailsAbout(`Re: ${subject}`)).length, { timeout: 15_000 }).toBe(1);
      const [mail] = await mailsAbout(`Re: ${subject}`);
      expect(mail!.to && !Array.isArray(mail!.to) ? mail!.to.text : "").toBe(email);
      expect(mail!.inReplyTo).toMatch(/^<contact-[0-9a-f-]{36}@127\.0\.0\.1>$/);
      expect(mail!.references).toBe(mail!.inReplyTo);
      expect(mail!.replyTo?.text).toBe("hello@test-foundation.org");
      expect(mail!.text).toContain("Yes, with pleasure.\nLet us talk on Tuesday.");
      expect(mail!.text).toMatch(site.attribution);
      expect(mail!.text).toContain("> Could we host a workshop in Parakou?");
      expect(mail!.html).toContain(`<html lang="${site.lang}">`);
    });
  });
}
