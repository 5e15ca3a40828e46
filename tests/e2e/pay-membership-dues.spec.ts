/**
 * A visitor applies for membership and pays the dues by card with the built-in test provider,
 * in English and in French (mobile money is offered first; paying by it has its own spec,
 * pay-membership-dues-by-mobile-money); a category without online dues is filed for the board
 * instead. The payment's status is then read back from the server with the payer's proof.
 */
import type { Page } from "@playwright/test";
import type { MembershipApplicationResponse, PaymentStatusResponse, StartPaymentResponse } from "../../shared/api-types";
import { asOwnVisitor, expect, holdScripts, notifications, test } from "./fixtures";

test.beforeEach(async ({ context }, testInfo) => asOwnVisitor(context, testInfo));

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
    submit: "Submit application",
    stepTitle: "Complete Your Membership Payment",
    howToPay: "How would you like to pay?",
    mobileMoney: "Mobile money (MTN, Moov, Celtiis)",
    card: "Card",
    continueCard: "Continue to card payment",
    testNotice: "Test mode — no card is charged",
    pay: "Pay 12,000\u00a0FCFA",
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
    howToPay: "Comment souhaitez-vous payer\u00a0?",
    mobileMoney: "Mobile money (MTN, Moov, Celtiis)",
    card: "Carte bancaire",
    continueCard: "Continuer vers le paiement par carte",
    testNotice: "Mode test — aucune carte n’est débitée",
    pay: "Payer 12\u00a0000\u00a0FCFA",
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
    test("an individual applies, pays 12,000 FCFA of dues by card and the membership is paid", async ({ page }) => {
      await openForm(page, site);
      await expect(page.getByLabel(site.category, { exact: true })).toHaveValue("adherent_individual");
      await expect(page.getByLabel(site.consent)).not.toBeChecked();
      await fillApplication(page, site, { name: "Koffi Mensah", email: `koffi.${site.lang}@example.org` });

      const applied = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/memberships" && r.request().method() === "POST");
      await page.getByRole("button", { name: site.submit }).click();
      const application = (await (await applied).json()) as MembershipApplicationResponse;
      // No payment yet: it starts once the applicant has chosen how to pay.
      expect(application).toMatchObject({
        requiresPayment: true,
        payable: { kind: "membership", amount: 12_000, currency: "XOF", methods: ["mobile_money", "card"] },
        membership: { duesAmount: 12_000, duesCurrency: "XOF", status: "pending" },
      });
      expect(application).not.toHaveProperty("clientSecret");

      const step = page.getByRole("region", { name: site.stepTitle });
      await expect(step.getByRole("heading", { level: 2, name: site.stepTitle })).toBeFocused();
      await expect(notifications(page).getByText(site.submitted)).toBeVisible();
      await expect(step.getByText("Koffi Mensah")).toBeVisible();
      const methods = step.getByRole("group", { name: site.howToPay }).getByRole("radio");
      await expect(methods.nth(0)).toHaveAccessibleName(site.mobileMoney);
      await expect(methods.nth(0)).toBeChecked();

      await step.getByRole("radio", { name: site.card, exact: true }).check();
      const startResponse = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/payments" && r.request().method() === "POST");
      await step.getByRole("button", { name: site.continueCard }).click();
      const started = (await (await startResponse).json()) as StartPaymentResponse;
      expect(started).toMatchObject({ payment: { kind: "membership", method: "card", amount: 12_000, currency: "XOF" }, next: { type: "card" } });
      await expect(step.getByText(site.testNotice)).toBeVisible();

      await step.getByRole("button", { name: site.pay, exact: true }).click();

      await expect(notifications(page).getByText(site.activated)).toBeVisible();
      await expect(step).toHaveCount(0);
      await expect(page.getByLabel(site.name, { exact: true })).toHaveValue("");
      await expect(page.getByLabel(site.consent)).not.toBeChecked();

      // The server counts the payment (and so the membership): its status, read with the payer's proof.
      const status = await page.request.get(`/api/payments/${started.payment.id}?client_secret=${encodeURIComponent(started.token)}`);
      expect(status.status()).toBe(200);
      expect((await status.json()) as PaymentStatusResponse).toEqual({
        id: started.payment.id,
        kind: "membership",
        status: "succeeded",
        amount: 12_000,
        currency: "XOF",
        method: "card",
        provider: "test",
        operator: null,
        phoneEnding: null,
        failureReason: null,
        confirmation: {
          receiptNumber: expect.stringMatching(/^\d{4}-\d{6}$/),
          sentTo: expect.stringMatching(/^.•••@example\.org$/),
          year: expect.any(Number),
          documents: { receipt: expect.stringMatching(/^\/api\/documents\/r\./), attestation: expect.stringMatching(/^\/api\/documents\/a\./) },
        },
      });
    });

    test("an honorary application pays nothing online and waits for the board", async ({ page }) => {
      await openForm(page, site);
      await fillApplication(page, site, { name: "Adjoa Mensah", email: `adjoa.${site.lang}@example.org` });
      await page.getByLabel(site.category, { exact: true }).selectOption("honorary");

      const applied = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/memberships" && r.request().method() === "POST");
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
  const submit = page.getByRole("button", { name: "Submit application" });
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

const phoneField = {
  en: { label: "Phone or WhatsApp (optional)", bad: /^Enter a phone number, such as 01\u00a097\u00a012\u00a034\u00a056, or another country’s with its code \(\+33\u00a06\u00a012\u00a034\u00a056\u00a078\)$/ },
  fr: {
    label: "Téléphone ou WhatsApp (facultatif)",
    bad: /^Indiquez un numéro de téléphone, par exemple 01\u00a097\u00a012\u00a034\u00a056, ou celui d’un autre pays avec son indicatif \(\+33\u00a06\u00a012\u00a034\u00a056\u00a078\)$/,
  },
} as const;

for (const site of languages) {
  test.describe(`on a phone, in ${site.lang.toUpperCase()}`, () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("an applicant gives a WhatsApp number: a wrong one is said in their language, a right one is sent", async ({ page }) => {
      const field = phoneField[site.lang];
      await openForm(page, site);
      await fillApplication(page, site, { name: "Awa Diallo", email: `awa.phone.${site.lang}.${Date.now().toString(36)}@example.org` });
      await page.getByLabel(site.category, { exact: true }).selectOption("honorary");
      const phone = page.getByLabel(field.label, { exact: true });
      await expect(phone).toHaveAttribute("type", "tel");
      await expect(phone).toHaveAttribute("autocomplete", "tel");
      expect((await phone.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      await phone.fill("12 34");
      await page.getByRole("button", { name: site.submit }).click();
      await expect(page.getByText(field.bad)).toBeVisible();
      await expect(phone).toHaveAttribute("aria-invalid", "true");

      await phone.fill("01 97 12 34 56");
      const applied = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/memberships" && r.request().method() === "POST");
      await page.getByRole("button", { name: site.submit }).click();
      const response = await applied;
      expect(response.status()).toBe(201);
      expect(response.request().postDataJSON()).toMatchObject({ phone: "+229 01 97 12 34 56", category: "honorary" });
      await expect(notifications(page).getByText(site.pending)).toBeVisible();
      await expect(phone).toHaveValue("");
    });
  });
}
