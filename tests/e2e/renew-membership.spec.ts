/**
 * A member renews from the link of their renewal mail, in English and in French, on a phone: the
 * link (read from the server's mail folder) opens their private page with the year and the dues;
 * they pay by mobile money with the built-in test provider and are thanked; opened again, the page
 * says the year is paid. The member (joined and paid this year) and the mail (staff's Send) are
 * made through the API first.
 */
import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import type { RenewalsResponse, SendRenewalsResponse } from "../../shared/renewals";
import { E2E_ADMIN, expectAccessibleAndFitting, viewports } from "./admin";
import { asOwnVisitor, expect, test, visitorAddress } from "./fixtures";
import { mailsWithSubject } from "./mail-folder";

test.use({ viewport: viewports.phone });
test.beforeEach(async ({ context }, testInfo) => asOwnVisitor(context, testInfo));

const sites = [
  {
    lang: "en",
    subject: /^Renew your membership of Test Foundation for \d{4}$/,
    path: /^\/renew\/[\w-]+$/,
    heading: "Renew your membership",
    amount: "12,000\u00a0FCFA",
    pay: "Pay my dues",
    payNow: "Pay 12,000\u00a0FCFA",
    phone: "Mobile money number",
    approve: "Approve (test)",
    thanks: "Thank you — your payment is received",
    paid: (year: number) => `12,000\u00a0FCFA received: Dues ${year} — valid until December 31, ${year}.`,
    receipt: "Receipt number",
    dues: (year: number) => `Dues ${year} — valid until December 31, ${year}`,
    alreadyPaid: (year: number) => `Your dues for ${year} are already paid: there is nothing to pay. You are a member until December 31, ${year}.`,
    myPage: "Your membership page",
    myPagePath: "/my-membership",
    erased: "This renewal is no longer available: the member’s data was erased at their request. Nothing can be paid through this link.",
    contact: "Write to us",
  },
  {
    lang: "fr",
    subject: /^Renouvelez votre adhésion à Test Foundation pour \d{4}$/,
    path: /^\/fr\/renouveler\/[\w-]+$/,
    heading: "Renouveler votre adhésion",
    amount: "12\u00a0000\u00a0FCFA",
    pay: "Régler ma cotisation",
    payNow: "Payer 12\u00a0000\u00a0FCFA",
    phone: "Numéro mobile money",
    approve: "Valider (test)",
    thanks: "Merci — votre paiement est bien reçu",
    paid: (year: number) => `12\u00a0000\u00a0FCFA reçus\u00a0: Cotisation ${year} — valable jusqu’au 31\u00a0décembre ${year}.`,
    receipt: "Numéro du reçu",
    dues: (year: number) => `Cotisation ${year} — valable jusqu’au 31\u00a0décembre ${year}`,
    alreadyPaid: (year: number) => `Votre cotisation ${year} est déjà réglée\u00a0: il n’y a rien à payer. Vous êtes membre jusqu’au 31\u00a0décembre ${year}.`,
    myPage: "Votre page de membre",
    myPagePath: "/fr/my-membership",
    erased: "Ce renouvellement n’est plus disponible\u00a0: les données du membre ont été effacées à sa demande. Rien ne peut être réglé par ce lien.",
    contact: "Nous écrire",
  },
] as const;

/** A member who joined and paid this year, by mobile money through the API. */
async function memberWhoPaid(api: APIRequestContext, email: string, lang: string) {
  const applied = await api.post(`/api/memberships?payment=later&lang=${lang}`, {
    data: { fullName: "Afi Houngbo", email, country: "Benin", category: "adherent_individual", consent: true, language: lang },
  });
  expect(applied.status()).toBe(201);
  const { payable } = (await applied.json()) as { payable: { kind: string; id: string; token: string } };
  const started = await api.post("/api/payments", {
    data: { payable: { kind: payable.kind, id: payable.id, token: payable.token }, method: "mobile_money", phone: "01 97 12 34 56", idempotencyKey: randomUUID() },
  });
  expect(started.status()).toBe(201);
  const { payment, token } = (await started.json()) as { payment: { id: string }; token: string };
  expect((await api.post(`/api/payments/${payment.id}/test-confirm`, { data: { clientSecret: token, outcome: "succeeded" } })).status()).toBe(200);
}

/** Staff send the member their renewal mail now; answers the year it asks. */
async function sendRenewal(api: APIRequestContext, email: string): Promise<number> {
  expect((await api.post("/api/auth/login", { data: E2E_ADMIN })).status()).toBe(200);
  const year = new Date().getUTCFullYear() + 1;
  const list = (await (await api.get(`/api/admin/renewals?year=${year}`)).json()) as RenewalsResponse;
  const member = list.items.find((item) => item.email === email);
  expect(member).toBeDefined();
  const sent = await api.post("/api/admin/renewals/send", { data: { memberId: member!.memberId } });
  expect(sent.status()).toBe(202);
  return ((await sent.json()) as SendRenewalsResponse).year;
}

for (const site of sites) {
  test(`a member renews from their mail's link and pays by mobile money (${site.lang.toUpperCase()})`, async ({ page, playwright, baseURL }, testInfo) => {
    // The mail, a payment, a reload and the link opened again: a minute on a loaded machine.
    test.setTimeout(90_000);
    const email = `renew.${site.lang}.${randomUUID().slice(0, 8)}@example.org`;
    const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL!, "X-Forwarded-For": visitorAddress(testInfo) } });
    await memberWhoPaid(api, email, site.lang);
    const year = await sendRenewal(api, email);
    await api.dispose();

    // The mail, as the server wrote it to its mail folder.
    let link: URL | undefined;
    await expect
      .poll(
        async () => {
          const [mail] = await mailsWithSubject((subject) => site.subject.test(subject)).then((mails) => mails.filter((m) => m.text?.includes(email) || JSON.stringify(m.to).includes(email)));
          const found = /https?:\/\/\S+\/(?:fr\/)?(?:renew|renouveler)\/[\w-]+\?t=[\w.-]+/.exec(mail?.text ?? "")?.[0];
          link = found ? new URL(found) : undefined;
          return Boolean(link);
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    expect(link!.pathname).toMatch(site.path);

    await page.goto(`${link!.pathname}${link!.search}`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(page.getByRole("heading", { level: 1, name: site.heading })).toBeVisible();
    await expect(page.getByText("Afi Houngbo")).toBeVisible();
    await expect(page.getByText(site.amount, { exact: true })).toBeVisible();
    // The year is named before anything is paid.
    await expect(page.getByText(site.dues(year), { exact: true })).toBeVisible();
    await expectAccessibleAndFitting(page);
    await page.screenshot({ path: testInfo.outputPath(`renew-${site.lang}-390.png`), fullPage: true });

    await page.getByRole("button", { name: site.pay }).click();
    await page.getByLabel(site.phone, { exact: true }).fill("01 97 12 34 56");
    await page.getByRole("button", { name: site.payNow, exact: true }).click();
    await page.getByRole("button", { name: site.approve }).click();
    const confirmation = page.getByRole("region", { name: site.thanks });
    await expect(confirmation.getByText(site.paid(year), { exact: true })).toBeVisible();
    await expect(confirmation.getByText(site.receipt, { exact: true })).toBeVisible();
    await expect(confirmation.getByText(/^\d{4}-\d{6}$/)).toBeVisible();

    // Reloaded, the confirmation is still there.
    await page.reload();
    await expect(page.getByRole("region", { name: site.thanks }).getByText(site.paid(year), { exact: true })).toBeVisible();

    // The link opened again elsewhere: the year is paid, nothing to charge, the way to the member's page.
    const again = await page.context().newPage();
    await again.goto(`${link!.pathname}${link!.search}`);
    await expect(again.getByText(site.alreadyPaid(year), { exact: true })).toBeVisible();
    await expect(again.getByRole("link", { name: site.myPage })).toHaveAttribute("href", site.myPagePath);
    await expect(again.getByRole("button", { name: site.pay })).toHaveCount(0);
  });
}

/** The renewal mail's link, and its footer's privacy link (the proof a request is filed with), as the server wrote the mail. */
async function renewalMailLinks(email: string, subject: RegExp) {
  let links: { renew: URL; privacy: URL } | undefined;
  await expect
    .poll(
      async () => {
        const [mail] = await mailsWithSubject((text) => subject.test(text)).then((mails) => mails.filter((m) => JSON.stringify(m.to).includes(email)));
        const renew = /https?:\/\/\S+\/(?:fr\/)?(?:renew|renouveler)\/[\w-]+\?t=[\w.-]+/.exec(mail?.text ?? "")?.[0];
        const privacy = /https?:\/\/\S+\/(?:fr\/)?my-data\?\S+/.exec(mail?.text ?? "")?.[0];
        links = renew && privacy ? { renew: new URL(renew), privacy: new URL(privacy) } : undefined;
        return Boolean(links);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return links!;
}

for (const site of sites) {
  test(`a renewal link of a member whose data was erased says so and offers nothing to pay (${site.lang.toUpperCase()})`, async ({ page, playwright, baseURL, browserProblems }, testInfo) => {
    test.setTimeout(90_000);
    const email = `erased.${site.lang}.${randomUUID().slice(0, 8)}@example.org`;
    const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL!, "X-Forwarded-For": visitorAddress(testInfo) } });
    await memberWhoPaid(api, email, site.lang);
    await sendRenewal(api, email);
    const { renew, privacy } = await renewalMailLinks(email, site.subject);
    // She asks for her erasure from the mail's footer link; the staff (signed in by sendRenewal) complete it.
    const filed = await api.post("/api/privacy-requests", {
      data: { email: privacy.searchParams.get("email"), token: privacy.searchParams.get("token"), kind: "erasure", language: site.lang },
    });
    expect(filed.status()).toBe(201);
    const { request } = (await filed.json()) as { request: { id: string } };
    expect((await api.post(`/api/admin/privacy-requests/${request.id}/complete`)).status()).toBe(200);
    await api.dispose();

    // The page's read answers 410 Gone: expected, and said in words.
    browserProblems.expectAt(/\/api\/renewals\/[\w-]+\?t=/);
    await page.goto(`${renew.pathname}${renew.search}`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(page.getByRole("alert")).toContainText(site.erased);
    await expect(page.getByRole("link", { name: site.contact })).toBeVisible();
    await expect(page.getByRole("button", { name: site.pay })).toHaveCount(0);
    await expectAccessibleAndFitting(page);
    await page.screenshot({ path: testInfo.outputPath(`renew-erased-${site.lang}-390.png`), fullPage: true });
  });
}
