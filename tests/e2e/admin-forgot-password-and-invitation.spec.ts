/**
 * An administrator invites a newcomer by mail; the newcomer opens the mail's link, chooses their
 * password and signs in. Later they forget it: "Forgot your password?" on the sign-in form mails
 * them a link, with which they choose a new one; the old one no longer signs in and the new one
 * does (docs/decisions/026-account-links.md). In English and in French, on a phone and a desktop.
 * Mails are read from the server's mail folder.
 */
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { adminPath, expectAccessibleAndFitting, fillSignIn, signIn, signInTexts, viewports, type Lang } from "./admin";
import { asOwnVisitor, expect, test } from "./fixtures";
import { mailsWithSubject } from "./mail-folder";

test.beforeEach(async ({ context }, testInfo) => asOwnVisitor(context, testInfo));

const words = {
  en: {
    invite: "Invite by e-mail",
    username: "Their username",
    email: "Their e-mail address",
    send: "Send the invitation",
    sent: "Invitation sent",
    invitationSubject: "You are invited to the administration of Test Foundation",
    invitationLink: /Accept and choose my password: (\S+)/,
    join: "Join the administration",
    password: "New password",
    again: "New password, again",
    accept: "Accept and save my password",
    ready: /Your account is ready/,
    signIn: "Sign in",
    forgot: "Forgot your password?",
    login: "Username or e-mail address",
    sendLink: "Send me a link",
    linkSent: /If this name or address belongs to an administrator/,
    resetSubject: "Set a new password for the administration of Test Foundation",
    resetLink: /Choose a new password: (\S+)/,
    choose: "Choose a new password",
    save: "Save the new password",
    changed: /Your password is changed/,
  },
  fr: {
    invite: "Inviter par e-mail",
    username: "Son nom d’utilisateur",
    email: "Son adresse e-mail",
    send: "Envoyer l’invitation",
    sent: "Invitation envoyée",
    invitationSubject: "Une invitation à l’administration de Test Foundation",
    invitationLink: /Accepter et choisir mon mot de passe\u00a0: (\S+)/,
    join: "Rejoindre l’administration",
    password: "Nouveau mot de passe",
    again: "Nouveau mot de passe, à nouveau",
    accept: "Accepter et enregistrer mon mot de passe",
    ready: /Votre compte est prêt/,
    signIn: "Se connecter",
    forgot: "Mot de passe oublié\u00a0?",
    login: "Nom d’utilisateur ou adresse e-mail",
    sendLink: "M’envoyer un lien",
    linkSent: /Si ce nom ou cette adresse appartient à un administrateur/,
    resetSubject: "Choisissez un nouveau mot de passe pour l’administration de Test Foundation",
    resetLink: /Choisir un nouveau mot de passe\u00a0: (\S+)/,
    choose: "Choisissez un nouveau mot de passe",
    save: "Enregistrer le nouveau mot de passe",
    changed: /Votre mot de passe est modifié/,
  },
} as const;

/** The link of the mail with this subject sent to `address`, as a path on this site. */
async function linkInMail(subject: string, address: string, pattern: RegExp): Promise<string> {
  let link: URL | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await mailsWithSubject((s) => s === subject)).filter((mail) => JSON.stringify(mail.to).includes(address));
        const found = pattern.exec(mails[0]?.text ?? "")?.[1];
        link = found ? new URL(found) : undefined;
        return Boolean(link);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return `${link!.pathname}${link!.search}`;
}

async function choosePassword(page: Page, lang: Lang, password: string) {
  const t = words[lang];
  await page.getByLabel(t.password, { exact: true }).fill(password);
  await page.getByLabel(t.again, { exact: true }).fill(password);
}

const signedIn = (page: Page, lang: Lang) => expect(page.getByRole("button", { name: signInTexts[lang].signOut })).toBeVisible({ timeout: 20_000 });

for (const lang of ["en", "fr"] as const)
  for (const [screen, viewport] of Object.entries(viewports))
    test(`an invited administrator chooses a password, forgets it and chooses a new one by mail (${lang.toUpperCase()}, ${screen})`, async ({ page, browserProblems }) => {
      // Six passwords hashed on purpose slowly (scrypt), on a machine shared with other specs.
      test.setTimeout(300_000);
      const t = words[lang];
      await page.setViewportSize(viewport);
      const suffix = randomUUID().slice(0, 8);
      const username = `staff-${lang}-${screen}-${suffix}`;
      const address = `${username}@example.org`;

      // The invitation, from Settings.
      await signIn(page, lang, "settings");
      await page.getByRole("button", { name: t.invite }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel(t.username).fill(username);
      await dialog.getByLabel(t.email).fill(address);
      await dialog.getByRole("button", { name: t.send }).click();
      await expect(page.getByText(t.sent).first()).toBeVisible();
      await expect(page.getByText(username, { exact: true })).toBeVisible();
      await page.getByRole("button", { name: signInTexts[lang].signOut }).click();
      await expect(page.getByRole("button", { name: signInTexts[lang].submit })).toBeVisible();

      // The newcomer follows the mail's link and chooses their password.
      await page.goto(await linkInMail(t.invitationSubject, address, t.invitationLink));
      await expect(page.getByRole("heading", { level: 1, name: t.join })).toBeVisible();
      await expect(page.getByText(username).first()).toBeVisible();
      await page.locator("html[data-hydrated]").waitFor();
      await expectAccessibleAndFitting(page);
      await choosePassword(page, lang, "my first passphrase here");
      await page.getByRole("button", { name: t.accept }).click();
      await expect(page.getByRole("status").filter({ hasText: t.ready })).toBeVisible({ timeout: 20_000 });
      await page.getByRole("link", { name: t.signIn }).click();
      await fillSignIn(page, lang, { username, password: "my first passphrase here" });
      await signedIn(page, lang);
      await page.getByRole("button", { name: signInTexts[lang].signOut }).click();
      await expect(page.getByRole("button", { name: signInTexts[lang].submit })).toBeVisible({ timeout: 20_000 });

      // Forgotten: the sign-in form's link mails a new one.
      await page.goto(adminPath(lang));
      await page.locator("html[data-hydrated]").waitFor();
      await page.getByRole("link", { name: t.forgot }).click();
      await page.getByLabel(t.login).fill(address);
      await expectAccessibleAndFitting(page);
      await page.getByRole("button", { name: t.sendLink }).click();
      await expect(page.getByRole("status").filter({ hasText: t.linkSent })).toBeVisible();

      await page.goto(await linkInMail(t.resetSubject, address, t.resetLink));
      await expect(page.getByRole("heading", { level: 1, name: t.choose })).toBeVisible();
      await page.locator("html[data-hydrated]").waitFor();
      await choosePassword(page, lang, "my second passphrase now");
      await page.getByRole("button", { name: t.save }).click();
      await expect(page.getByRole("status").filter({ hasText: t.changed })).toBeVisible({ timeout: 20_000 });
      await page.getByRole("link", { name: t.signIn }).click();

      // The old password no longer opens the account (the sign-in's 401, expected); the new one does.
      browserProblems.expectAt(/\/api\/auth\/login(\?|$)/);
      await fillSignIn(page, lang, { username, password: "my first passphrase here" });
      await expect(page.getByRole("alert").filter({ hasText: signInTexts[lang].wrong })).toBeVisible({ timeout: 20_000 });
      await fillSignIn(page, lang, { username, password: "my second passphrase now" });
      await signedIn(page, lang);
    });
