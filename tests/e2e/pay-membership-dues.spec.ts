/**
 * A visitor applies for membership and pays the dues by card with the built-in test provider,
 * in English and in French; a category without online dues is filed for the board instead.
 * The payment's status is then read back from the server with its client secret.
 */
import type { BrowserContext, Page, TestInfo } from "@playwright/test";
import { expect, holdScripts, test } from "./fixtures";

/**
 * Each test is a visitor of its own: the API limits form submissions per client, and the server
 * (behind a proxy on loopback) takes the client's address from X-Forwarded-For.
 */
async function asOwnVisitor(context: BrowserContext, testInfo: TestInfo) {
  let hash = 7;
  for (const char of testInfo.testId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": `198.18.${(hash >>> 8) % 256}.${(hash % 254) + 1}` });
}

test.beforeEach(async ({ context }, testInfo) => asOwnVisitor(context, testInfo));

/** Where toasts appear (Radix also announces them from elsewhere in the page). */
const notifications = (page: Page) => page.getByRole("region", { name: /^Notifications/ });

const languages = [
  {
    lang: "en",
    join: "/join",
    name: "Full name",
    email: "Email address",
    country: "Country",
    countryValue: "Benin",
    category: "Membership category",
    consent: /I consent to the processing of my personal data/,
    submit: "Submit Application",
    stepTitle: "Complete Your Membership Payment",
    testNotice: "Test mode — no card is charged",
    pay: /^Pay 12,000\sFCFA$/,
    submitted: "Membership Application Submitted",
    activated: "Membership Activated",
    pending: /pending review by the board/,
  },
  {
    lang: "fr",
    join: "/fr/join",
    name: "Nom complet",
    email: "Adresse e-mail",
    country: "Pays",
    countryValue: "Bénin",
    category: "Catégorie de membre",
    consent: /J’accepte le traitement de mes données personnelles/,
    submit: "Envoyer ma demande",
    stepTitle: "Finalisez le paiement de votre adhésion",
    testNotice: "Mode test — aucune carte n’est débitée",
    pay: /^Payer 12\s000\sFCFA$/,
    submitted: "Demande d’adhésion envoyée",
    activated: "Adhésion activée",
    pending: /en attente d’examen par le conseil/,
  },
] as const;

type Site = (typeof languages)[number];

async function openForm(page: Page, site: Site) {
  await page.goto(site.join);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // The form's code loads when the visitor scrolls down to it.
  await page.getByRole("button", { name: site.submit }).scrollIntoViewIfNeeded();
  await expect(page.getByRole("button", { name: site.submit })).toBeEnabled();
}

async function fillApplication(page: Page, site: Site, who: { name: string; email: string }) {
  await page.getByLabel(site.name, { exact: true }).fill(who.name);
  await page.getByLabel(site.email, { exact: true }).fill(who.email);
  await page.getByLabel(site.country, { exact: true }).fill(site.countryValue);
  await page.getByLabel(site.consent).check();
}

for (const site of languages) {
  test.describe(`in ${site.lang.toUpperCase()}`, () => {
    test("an individual applies, pays 12,000 FCFA of dues and the membership is paid", async ({ page }) => {
      await openForm(page, site);
      await expect(page.getByLabel(site.category, { exact: true })).toHaveValue("adherent_individual");
      await expect(page.getByLabel(site.consent)).not.toBeChecked();
      await fillApplication(page, site, { name: "Koffi Mensah", email: `koffi.${site.lang}@example.org` });

      const applied = page.waitForResponse((r) => r.url().endsWith("/api/memberships") && r.request().method() === "POST");
      await page.getByRole("button", { name: site.submit }).click();
      const application = (await (await applied).json()) as {
        requiresPayment: boolean;
        clientSecret: string;
        paymentIntentId: string;
        membership: { duesAmount: number; duesCurrency: string; status: string };
      };
      expect(application).toMatchObject({ requiresPayment: true, membership: { duesAmount: 12_000, duesCurrency: "XOF", status: "pending" } });

      const step = page.getByRole("region", { name: site.stepTitle });
      await expect(step.getByRole("heading", { level: 2, name: site.stepTitle })).toBeFocused();
      await expect(notifications(page).getByText(site.submitted)).toBeVisible();
      await expect(step.getByText("Koffi Mensah")).toBeVisible();
      await expect(step.getByText(site.testNotice)).toBeVisible();

      await step.getByRole("button", { name: site.pay }).click();

      await expect(notifications(page).getByText(site.activated)).toBeVisible();
      await expect(step).toHaveCount(0);
      await expect(page.getByLabel(site.name, { exact: true })).toHaveValue("");
      await expect(page.getByLabel(site.consent)).not.toBeChecked();

      // The server counts the payment (and so the membership): its status, read with the client secret.
      const status = await page.request.get(
        `/api/payments/${application.paymentIntentId}?client_secret=${encodeURIComponent(application.clientSecret)}`,
      );
      expect(status.status()).toBe(200);
      expect(await status.json()).toEqual({
        id: application.paymentIntentId,
        kind: "membership",
        status: "succeeded",
        amount: 12_000,
        currency: "XOF",
      });
    });

    test("an honorary application pays nothing online and waits for the board", async ({ page }) => {
      await openForm(page, site);
      await fillApplication(page, site, { name: "Adjoa Mensah", email: `adjoa.${site.lang}@example.org` });
      await page.getByLabel(site.category, { exact: true }).selectOption("honorary");

      const applied = page.waitForResponse((r) => r.url().endsWith("/api/memberships") && r.request().method() === "POST");
      await page.getByRole("button", { name: site.submit }).click();
      expect(await (await applied).json()).toMatchObject({ requiresPayment: false, membership: { category: "honorary", duesAmount: 0 } });

      await expect(notifications(page).getByText(site.pending)).toBeVisible();
      await expect(page.getByRole("heading", { name: site.stepTitle })).toHaveCount(0);
      await expect(page.getByLabel(site.name, { exact: true })).toHaveValue("");
      await expect(page.getByLabel(site.category, { exact: true })).toHaveValue("adherent_individual");
    });
  });
}

test("a phone visitor who only reads /join downloads no form code; it comes when they scroll to the form", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const formCode: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/(forms|membership-form)-/.test(request.url())) formCode.push(request.url());
  });
  await page.goto("/join");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.waitForLoadState("networkidle");
  expect(formCode).toEqual([]);
  const submit = page.getByRole("button", { name: "Submit Application" });
  await expect(submit).toBeDisabled();
  await submit.scrollIntoViewIfNeeded();
  await expect(submit).toBeEnabled();
  expect(formCode.length).toBeGreaterThan(0);
});

test("what an applicant entered before the form's script ran is kept, and the application goes through", async ({ page }) => {
  const site = languages[1];
  const release = await holdScripts(page);
  await page.goto(site.join);
  await fillApplication(page, site, { name: "Adjoa Early", email: "adjoa.early@example.org" });
  await page.getByLabel(site.category, { exact: true }).selectOption("honorary");
  release();
  await page.locator('[data-island="membership-form"][data-live]').waitFor({ state: "attached" });

  await expect(page.getByLabel(site.name, { exact: true })).toHaveValue("Adjoa Early");
  await expect(page.getByLabel(site.email, { exact: true })).toHaveValue("adjoa.early@example.org");
  await expect(page.getByLabel(site.country, { exact: true })).toHaveValue(site.countryValue);
  await expect(page.getByLabel(site.category, { exact: true })).toHaveValue("honorary");
  await expect(page.getByLabel(site.consent)).toBeChecked();
  await page.getByRole("button", { name: site.submit }).click();
  await expect(notifications(page).getByText(site.pending)).toBeVisible();
  // Emptied once sent: what was entered early is not put back again.
  await expect(page.getByLabel(site.name, { exact: true })).toHaveValue("");
  await expect(page.getByLabel(site.consent)).not.toBeChecked();
});
