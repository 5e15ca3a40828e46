/**
 * Staff record dues paid elsewhere: an individual applies online but pays the 12,000
 * FCFA in cash at the office; an administrator, on a phone, records the payment and the member
 * becomes active — in English from the member's "Record a payment" button, in French by approving
 * the member and answering that the dues were paid. Each test files its own application with an
 * address no other test uses, and only ever looks for it through the search: other specs run at
 * the same time against the same database.
 */
import type { Locator, Page, TestInfo } from "@playwright/test";
import { formatMoney } from "../../shared/money";
import { expectAccessibleAndFitting, findMember, signedOutVisitor, signIn, uniqueTag, viewports } from "./admin";
import { expect, notifications, test } from "./fixtures";

const sites = [
  {
    lang: "en",
    pending: "Pending",
    active: "Active",
    notPaid: "Not paid",
    approve: "Approve",
    record: "Record a payment",
    question: "Were the dues paid?",
    recordFromQuestion: "Record the payment",
    dialog: "Record a payment",
    method: "How it was paid",
    cash: "Cash",
    amount: "Amount (FCFA)",
    paidOn: "Paid on",
    reference: "Reference (optional)",
    submit: "Record the payment",
    recorded: "Payment recorded",
    nowActive: (name: string) => `${name} is now an active member.`,
    paid: /^Paid on /,
    how: "Cash · Recorded by staff",
    ref: (reference: string) => `Ref. ${reference}`,
    paidWith: "Paid with",
  },
  {
    lang: "fr",
    pending: "En attente",
    active: "Actif",
    notPaid: "Non payée",
    approve: "Approuver",
    record: "Enregistrer un paiement",
    question: "La cotisation a-t-elle été payée\u00a0?",
    recordFromQuestion: "Enregistrer le paiement",
    dialog: "Enregistrer un paiement",
    method: "Moyen de paiement",
    cash: "Espèces",
    amount: "Montant (FCFA)",
    paidOn: "Payé le",
    reference: "Référence (facultatif)",
    submit: "Enregistrer le paiement",
    recorded: "Paiement enregistré",
    nowActive: (name: string) => `L’adhésion de ${name} est désormais active.`,
    paid: /^Payée le /,
    how: "Espèces · Enregistré par l’équipe",
    ref: (reference: string) => `Réf. ${reference}`,
    paidWith: "Payé par",
  },
] as const;

type Site = (typeof sites)[number];

/** A name, an address and a receipt number that no other test (nor another run of this one) uses. */
function uniqueMember(site: Site, testInfo: TestInfo) {
  const tag = uniqueTag(testInfo);
  return { fullName: `Payer ${site.lang.toUpperCase()} ${tag}`, email: `payer-${site.lang}-${tag}@e2e.example.org`, receipt: `REC-${tag}` };
}

/** An individual's application through the public API: pending, 12,000 FCFA of dues not paid. */
async function applyAsIndividual(page: Page, member: { fullName: string; email: string }, lang: Site["lang"]) {
  const res = await page.request.post("/api/memberships", {
    data: { fullName: member.fullName, email: member.email, country: "Benin", category: "adherent_individual", consent: true, language: lang },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** Today on the foundation's clock (Africa/Porto-Novo, UTC+1 all year), `YYYY-MM-DD`. */
const foundationToday = () => new Date(Date.now() + 60 * 60_000).toISOString().slice(0, 10);

/** Fills in the dialog as the staff member does: cash, the dues as filled in, today, the receipt number. */
async function recordCash(page: Page, site: Site, receipt: string) {
  const dialog = page.getByRole("dialog", { name: site.dialog });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(formatMoney(12_000, "XOF", site.lang));
  await expect(dialog.getByLabel(site.amount, { exact: true })).toHaveValue("12000");
  await expect(dialog.getByLabel(site.paidOn, { exact: true })).toHaveValue(foundationToday());
  await dialog.getByLabel(site.method, { exact: true }).selectOption({ label: site.cash });
  await dialog.getByLabel(site.reference, { exact: true }).fill(receipt);
  await expectAccessibleAndFitting(page);
  await dialog.getByRole("button", { name: site.submit, exact: true }).click();
  await expect(dialog).toBeHidden();
}

async function expectActiveAndPaid(page: Page, site: Site, member: Locator, who: { fullName: string; receipt: string }) {
  await expect(notifications(page).getByText(site.recorded)).toBeVisible();
  await expect(notifications(page).getByText(site.nowActive(who.fullName))).toBeVisible();
  await expect(member.getByText(site.active, { exact: true })).toBeVisible();
  await expect(member.getByText(site.paid)).toBeVisible();
  await expect(member.getByText(site.how, { exact: true })).toBeVisible();
  await expect(member.getByText(site.ref(who.receipt), { exact: true })).toBeVisible();
  await expect(member.getByRole("button", { name: new RegExp(`^(${site.record}|${site.approve})`) })).toHaveCount(0);
  await expectAccessibleAndFitting(page);
}

for (const site of sites) {
  test.describe(`in ${site.lang.toUpperCase()} at ${viewports.phone.width}×${viewports.phone.height}`, () => {
    test.use({ viewport: viewports.phone });

    signedOutVisitor();

    test("staff record a cash payment for a pending individual member, who becomes active", async ({ page }, testInfo) => {
      const who = uniqueMember(site, testInfo);
      await applyAsIndividual(page, who, site.lang);
      await signIn(page, site.lang, "members");

      const member = await findMember(page, site.lang, who.email);
      await expect(member.getByText(site.pending, { exact: true })).toBeVisible();
      await expect(member.getByText(site.notPaid, { exact: true })).toBeVisible();

      if (site.lang === "en") {
        await member.getByRole("button", { name: `${site.record} for ${who.fullName}`, exact: true }).click();
      } else {
        // Approving a member whose dues are unpaid asks first whether they were paid.
        await member.getByRole("button", { name: `${site.approve} ${who.fullName}`, exact: true }).click();
        const question = page.getByRole("dialog", { name: site.question });
        await expect(question).toBeVisible();
        await expect(question.getByRole("button", { name: site.recordFromQuestion, exact: true })).toBeFocused();
        await question.getByRole("button", { name: site.recordFromQuestion, exact: true }).click();
      }
      await recordCash(page, site, who.receipt);
      await expectActiveAndPaid(page, site, member, who);

      // The filter by how the dues were paid finds the member among those who paid cash.
      const paidWith = page.getByLabel(site.paidWith, { exact: true });
      // On a phone the filters are folded behind their button.
      if (!(await paidWith.isVisible())) await page.getByRole("button", { name: /^(Filters|Filtres)\b/ }).click();
      await paidWith.selectOption({ label: site.cash });
      await expect(page.locator("tr, li").filter({ hasText: who.email }).filter({ visible: true })).toHaveCount(1);
    });
  });
}
