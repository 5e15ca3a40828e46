/**
 * On a phone, in English and in French, a message sent from the contact page or the volunteering
 * form leaves the server's thanks above the emptied form: the heading has the focus, no toast lies
 * over it, over its button or over the form's first field (the next things to tap), it is still
 * there once the toast has gone, and "Write another message" puts the focus back in the form.
 */
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, expectNoToastOver, notifications, test } from "./fixtures";
import { isPost, payerOnAPhone } from "./payment-steps";

payerOnAPhone();
// The toast's five seconds are waited out on purpose.
test.describe.configure({ timeout: 60_000 });

const forms = [
  { path: "/contact", name: "Full name", email: "Email address", subject: "Subject", message: "Message", submit: "Send message", sent: "Message sent", again: "Write another message" },
  { path: "/fr/contact", name: "Nom complet", email: "Adresse e-mail", subject: "Objet", message: "Message", submit: "Envoyer le message", sent: "Message envoyé", again: "Écrire un autre message" },
  { path: "/volunteer", name: "Full name", email: "Email address", subject: null, message: "How would you like to help?", submit: "Send my offer", sent: "Thank you for offering your help", again: "Write another message" },
  { path: "/fr/volunteer", name: "Nom complet", email: "Adresse e-mail", subject: null, message: "Comment souhaitez-vous aider\u00a0?", submit: "Envoyer ma proposition", sent: "Merci de nous proposer votre aide", again: "Écrire un autre message" },
] as const;

type Form = (typeof forms)[number];

async function send(page: Page, form: Form) {
  await page.goto(form.path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // The form's code loads when the visitor scrolls down to it.
  const submit = page.getByRole("button", { name: form.submit });
  await submit.scrollIntoViewIfNeeded();
  await expect(submit).toBeEnabled();
  await page.getByLabel(form.name, { exact: true }).fill("Aïcha Dossou");
  await page.getByLabel(form.email, { exact: true }).fill(`aicha.${randomUUID().slice(0, 8)}@example.org`);
  if (form.subject) await page.getByLabel(form.subject, { exact: true }).fill("A workshop in Parakou");
  await page.getByLabel(form.message, { exact: true }).fill("Could we host a workshop in Parakou next spring?");
  const answered = page.waitForResponse(isPost("/api/contacts"));
  await submit.click();
  expect((await answered).status()).toBe(201);
}

for (const form of forms) {
  test(`the thanks for a message sent from ${form.path} stay above the form, with no toast over them`, async ({ page }) => {
    await send(page, form);

    const thanks = page.getByRole("region", { name: form.sent });
    const heading = thanks.getByRole("heading", { level: 3, name: form.sent });
    await expect(heading).toBeFocused();
    await expect(thanks.getByRole("status")).toContainText("24");
    await expect(notifications(page).getByText(form.sent, { exact: true })).toBeVisible();
    const firstField = page.getByLabel(form.name, { exact: true });
    await expect(firstField).toHaveValue("");
    await expect(heading).toBeInViewport();
    await expectNoToastOver(page, heading.or(thanks.getByRole("button", { name: form.again })).or(firstField));

    // The toast goes after five seconds; the thanks stay.
    await expect(notifications(page).getByText(form.sent, { exact: true })).toHaveCount(0, { timeout: 10_000 });
    await expect(heading).toBeVisible();

    await thanks.getByRole("button", { name: form.again }).click();
    await expect(thanks).toHaveCount(0);
    await expect(firstField).toBeFocused();
  });
}
