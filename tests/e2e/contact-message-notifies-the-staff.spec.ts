/**
 * A visitor sends a message from the contact page; the staff are told by mail. The e2e server has
 * no SMTP server: the mail is an .eml file under its DATA_DIR/mail/ (a temporary folder named
 * foundation-e2e-…, tests/e2e/start-server.mjs), found by the message's unique subject.
 */
import { expect, test } from "./fixtures";
import { mailsWithSubject } from "./mail-folder";

const sites = [
  { lang: "en", path: "/contact", labels: { name: "Full name", email: "Email address", subject: "Subject", message: "Message", submit: "Send message", sent: "Message sent" } },
  { lang: "fr", path: "/fr/contact", labels: { name: "Nom complet", email: "Adresse e-mail", subject: "Objet", message: "Message", submit: "Envoyer le message", sent: "Message envoyé" } },
] as const;

/** The mails whose subject contains `text`. */
const mailsAbout = (text: string) => mailsWithSubject((subject) => subject.includes(text));

for (const site of sites) {
  test(`a message sent from the ${site.lang} contact page notifies the staff by mail`, async ({ page }) => {
    const subject = `Workshop ${site.lang} ${Date.now().toString(36)}`;
    await page.goto(site.path);
    await page.getByLabel(site.labels.name).fill("Aïcha Dossou");
    await page.getByLabel(site.labels.email).fill("aicha@example.org");
    await page.getByLabel(site.labels.subject).fill(subject);
    await page.getByLabel(site.labels.message, { exact: true }).fill("Could we host a workshop in Parakou?");
    await page.getByRole("button", { name: site.labels.submit }).click();
    await expect(page.getByRole("heading", { name: site.labels.sent })).toBeVisible();

    await expect.poll(async () => (await mailsAbout(subject)).length, { timeout: 15_000 }).toBe(1);
    const [mail] = await mailsAbout(subject);
    // The staff's language until they set another: French, to the site's contact address.
    expect(mail!.subject).toBe(`Nouveau message d’Aïcha Dossou\u00a0: ${subject}`);
    expect(mail!.to && !Array.isArray(mail!.to) ? mail!.to.text : "").toBe("hello@test-foundation.org");
    expect(mail!.replyTo?.text).toBe("aicha@example.org");
    expect(mail!.text).toContain("> Could we host a workshop in Parakou?");
    expect(mail!.text).toMatch(/L’ouvrir dans l’administration\u00a0: http:\/\/127\.0\.0\.1:\d+\/admin\?tab=contacts&id=[0-9a-f-]{36}/);
    expect(mail!.html).toContain("Test Foundation");
  });
}
