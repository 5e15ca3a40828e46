/**
 * A member reaches their own page on a phone, in English and in French
 * (docs/decisions/017-my-membership-page.md): they follow "My membership" in the footer, ask for
 * a link with their address, open the link of the mail (read from the server's mail folder), see
 * their standing and their years, download the attestation of their year (a PDF), and follow
 * "pay the next year" when renewals are open on the server's clock — otherwise the page says
 * until when they are paid and when renewals open. The member (joined and paid) is made through
 * the API first. Once the staff sent them a copy of their data, their page opens it as a document
 * to read (a PDF in the page's language), the machine-readable file beside it.
 */
import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { pdfText } from "../helpers/pdf-text";
import { E2E_ADMIN, expectAccessibleAndFitting, viewports } from "./admin";
import { asOwnVisitor, expect, test, visitorAddress } from "./fixtures";
import { mailsWithSubject } from "./mail-folder";

test.use({ viewport: viewports.phone });
test.beforeEach(async ({ context }, testInfo) => asOwnVisitor(context, testInfo));

const sites = [
  {
    lang: "en",
    home: "/",
    footerLink: "My membership",
    heading: "My membership",
    email: "Your e-mail address",
    send: "Mail me the link",
    sent: /^If this address is one we know .* The link works for 7 days\./,
    subject: "Your page at Test Foundation",
    open: /Open my page: (\S+)/,
    path: "/my-membership",
    standing: /^Member in good standing until December 31, \d{4}\.$/,
    years: "Your years",
    receipt: /^Receipt \d{4}-\d{6}$/,
    attestation: /^Download my attestation \d{4}$/,
    pay: /^Pay my dues for \d{4}$/,
    renewHeading: "Renew your membership",
    notYet: /^You are paid until December 31, \d{4}\. Renewals for \d{4} open on December 1, \d{4}\.$/,
    footer: /Ask for a copy of your data or its erasure: (\S+)/,
    yourData: "Your data",
    readable: "Read the copy of my data (PDF)",
    file: "Download the copy of my data (machine-readable file, JSON)",
    copyTexts: ["A copy of your data", "You as a member", "Afi Houngbo", "12,000 FCFA", "MTN Mobile Money", "Your privacy requests"],
  },
  {
    lang: "fr",
    home: "/fr/",
    footerLink: "Mon adhésion",
    heading: "Mon adhésion",
    email: "Votre adresse électronique",
    send: "M’envoyer le lien",
    sent: /^Si cette adresse est connue de nous .* Le lien fonctionne 7\u00a0jours\./,
    subject: "Votre page sur le site de Test Foundation",
    open: /Ouvrir ma page\u00a0: (\S+)/,
    path: "/fr/my-membership",
    standing: /^Membre à jour de cotisation jusqu’au 31\u00a0décembre \d{4}\.$/,
    years: "Vos années",
    receipt: /^Reçu \d{4}-\d{6}$/,
    attestation: /^Télécharger mon attestation \d{4}$/,
    pay: /^Régler ma cotisation \d{4}$/,
    renewHeading: "Renouveler votre adhésion",
    notYet: /^Vous êtes à jour jusqu’au 31\u00a0décembre \d{4}\. Le renouvellement pour \d{4} ouvre le 1(er)? décembre \d{4}\.$/,
    footer: /Demander une copie de vos données ou leur effacement\u00a0: (\S+)/,
    yourData: "Vos données",
    readable: "Lire la copie de mes données (PDF)",
    file: "Télécharger la copie de mes données (fichier lisible par machine, JSON)",
    copyTexts: ["Copie de vos données", "Vous, membre", "Afi Houngbo", "12\u00a0000\u00a0FCFA", "MTN Mobile Money", "Vos demandes sur vos données"],
  },
] as const;

/** A member who joined and paid by mobile money, through the API. */
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

for (const site of sites) {
  test(`a member asks for the link to their page, opens it from the mail and finds their years and attestation (${site.lang.toUpperCase()})`, async ({ page, playwright, baseURL }, testInfo) => {
    test.setTimeout(90_000);
    const email = `my-page.${site.lang}.${randomUUID().slice(0, 8)}@example.org`;
    const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL!, "X-Forwarded-For": visitorAddress(testInfo) } });
    await memberWhoPaid(api, email, site.lang);
    await api.dispose();

    // From the footer of any page to the form, which mails a link.
    await page.goto(site.home);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByRole("contentinfo").getByRole("link", { name: site.footerLink }).click();
    await expect(page.getByRole("heading", { level: 1, name: site.heading })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${site.path}$`));
    await page.getByLabel(site.email).fill(email);
    await page.getByRole("button", { name: site.send }).click();
    await expect(page.getByRole("status").filter({ hasText: site.sent })).toBeVisible();
    await expectAccessibleAndFitting(page);

    // The mail's link, as the server wrote it to its mail folder.
    let link: URL | undefined;
    await expect
      .poll(
        async () => {
          const mails = (await mailsWithSubject((subject) => subject === site.subject)).filter((mail) => JSON.stringify(mail.to).includes(email));
          const found = site.open.exec(mails[0]?.text ?? "")?.[1];
          link = found ? new URL(found) : undefined;
          return Boolean(link);
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    expect(link!.pathname).toBe(site.path);

    await page.goto(`${link!.pathname}${link!.search}`);
    await expect(page.getByTestId("standing")).toHaveText(site.standing);
    // The token is read once and leaves the address bar.
    await expect(page).toHaveURL(new RegExp(`${site.path}$`));
    const years = page.getByRole("region", { name: site.years });
    await expect(years.getByRole("link", { name: site.receipt })).toHaveCount(1);
    await expectAccessibleAndFitting(page);

    // The attestation of the year: a PDF.
    const attestation = page.getByRole("link", { name: site.attestation });
    const pdf = await page.request.get((await attestation.getAttribute("href"))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");

    // Reloaded, the page is still theirs (the link is kept in this tab).
    await page.reload();
    await expect(page.getByTestId("standing")).toHaveText(site.standing);

    // The next year: its renewal page when renewals are open, else until when they are paid.
    const pay = page.getByRole("link", { name: site.pay });
    if ((await pay.count()) > 0) {
      await pay.click();
      await expect(page.getByRole("heading", { level: 1, name: site.renewHeading })).toBeVisible();
    } else {
      await expect(page.getByText(site.notYet)).toBeVisible();
    }
  });
}

for (const site of sites) {
  test(`a member opens the copy of their data to read from their page, the file beside it (${site.lang.toUpperCase()})`, async ({ page, playwright, baseURL }, testInfo) => {
    test.setTimeout(90_000);
    const email = `my-copy.${site.lang}.${randomUUID().slice(0, 8)}@example.org`;
    const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL!, "X-Forwarded-For": visitorAddress(testInfo) } });
    await memberWhoPaid(api, email, site.lang);

    // The footer's private link of their mails proves the address, for a request and for their page.
    let proof: { email: string; token: string } | undefined;
    await expect
      .poll(
        async () => {
          const mails = (await mailsWithSubject(() => true)).filter((mail) => JSON.stringify(mail.to).includes(email));
          const found = mails.map((mail) => site.footer.exec(mail.text ?? "")?.[1]).find(Boolean);
          if (found) proof = { email, token: new URL(found).searchParams.get("token")! };
          return Boolean(proof);
        },
        { timeout: 15_000 },
      )
      .toBe(true);

    // They ask for a copy; the staff send it.
    const filed = await api.post("/api/privacy-requests", { data: { ...proof!, kind: "copy", language: site.lang } });
    expect(filed.status()).toBe(201);
    const { request } = (await filed.json()) as { request: { id: string } };
    expect((await api.post("/api/auth/login", { data: E2E_ADMIN })).status()).toBe(200);
    expect((await api.post(`/api/admin/privacy-requests/${request.id}/complete`)).status()).toBe(200);
    await api.dispose();

    await page.goto(`${site.path}?email=${encodeURIComponent(email)}&token=${proof!.token}`);
    await expect(page.getByTestId("standing")).toHaveText(site.standing);
    const data = page.getByRole("region", { name: site.yourData });
    const readable = data.getByRole("link", { name: site.readable });
    await expect(readable).toBeVisible();
    await expect(data.getByRole("link", { name: site.file })).toBeVisible();
    await readable.scrollIntoViewIfNeeded();
    await expectAccessibleAndFitting(page);

    // The copy to read: a PDF in the page's language, opened in a new tab.
    const href = (await readable.getAttribute("href"))!;
    expect(href).toMatch(new RegExp(`\\.pdf\\?lang=${site.lang}$`));
    expect(await readable.getAttribute("target")).toBe("_blank");
    const pdf = await page.request.get(href);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    // Any run of spaces, non-breaking or not, read as one.
    const text = (await pdfText(await pdf.body())).replace(/\s+/g, " ");
    for (const expected of site.copyTexts) expect(text).toContain(expected.replace(/\s+/g, " "));
    const file = await page.request.get((await data.getByRole("link", { name: site.file }).getAttribute("href"))!);
    expect(((await file.json()) as { address: string }).address).toBe(email);
  });
}
