/**
 * The Members tab of the administration: an administrator finds a member by searching, approves
 * a pending application and edits a member's name, in English on a laptop and in French on a
 * phone. Each test files its own application (a founder: pending, nothing to pay) with an
 * address no other test uses, and only ever looks for it through the search: other specs run at
 * the same time against the same database.
 */
import type { Page, TestInfo } from "@playwright/test";
import { findMember, signedOutVisitor, signIn, uniqueTag } from "./admin";
import { expect, notifications, test } from "./fixtures";

const sites = [
  {
    lang: "en",
    viewport: { width: 1280, height: 800 },
    tab: "Members",
    approve: "Approve",
    edit: "Edit",
    pending: "Pending",
    active: "Active",
    founder: "Founder",
    updated: "Member updated",
    dialog: "Edit member",
    fullName: "Full name",
    email: "E-mail",
    save: "Save",
    exportCsv: "Export CSV",
  },
  {
    lang: "fr",
    viewport: { width: 390, height: 844 },
    tab: "Membres",
    approve: "Approuver",
    edit: "Modifier",
    pending: "En attente",
    active: "Actif",
    founder: "Fondateur",
    updated: "Membre mis à jour",
    dialog: "Modifier le membre",
    fullName: "Nom complet",
    email: "E-mail",
    save: "Enregistrer",
    exportCsv: "Exporter en CSV",
  },
] as const;

type Site = (typeof sites)[number];

/** A name and an address that no other test (nor another run of this one) uses. */
function uniqueMember(site: Site, testInfo: TestInfo) {
  const tag = uniqueTag(testInfo);
  return { fullName: `Member ${site.lang.toUpperCase()} ${tag}`, email: `member-${site.lang}-${tag}@e2e.example.org` };
}

/** Files a founder's application through the public API: it stays pending, with nothing to pay. */
async function fileApplication(page: Page, member: { fullName: string; email: string }) {
  const res = await page.request.post("/api/memberships", {
    data: { fullName: member.fullName, email: member.email, country: "Benin", category: "founder", consent: true, language: "en" },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

async function signInToMembers(page: Page, site: Site) {
  await signIn(page, site.lang, "members");
  await expect(page.getByRole("heading", { level: 2, name: site.tab })).toBeVisible();
}

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

for (const site of sites) {
  test.describe(`in ${site.lang.toUpperCase()} at ${site.viewport.width}×${site.viewport.height}`, () => {
    test.use({ viewport: site.viewport });

    signedOutVisitor();

    test("an administrator finds a pending application and approves it", async ({ page }, testInfo) => {
      const who = uniqueMember(site, testInfo);
      await fileApplication(page, who);
      await signInToMembers(page, site);

      const member = await findMember(page, site.lang, who.email);
      await expect(member).toContainText(who.fullName);
      await expect(member).toContainText(site.founder);
      await expect(member.getByText(site.pending, { exact: true })).toBeVisible();
      await expectNoSidewaysScroll(page);

      // The export follows the search, in the admin's language, and holds the member.
      const exportLink = page.getByRole("link", { name: site.exportCsv, exact: true });
      // On a phone it is with the filters, folded behind their button.
      if (!(await exportLink.isVisible())) await page.getByRole("button", { name: /^(Filters|Filtres)\b/ }).click();
      const href = await exportLink.getAttribute("href");
      expect(href).toMatch(new RegExp(`^/api/memberships/export\\.csv\\?.*lang=${site.lang}`));
      expect(new URL(href!, "http://site").searchParams.get("q")).toBe(who.email);
      const csv = await page.request.get(href!);
      expect(csv.ok()).toBe(true);
      expect(await csv.text()).toContain(who.email);

      await member.getByRole("button", { name: `${site.approve} ${who.fullName}`, exact: true }).click();
      await expect(notifications(page).getByText(site.updated)).toBeVisible();
      await expect(member.getByText(site.active, { exact: true })).toBeVisible();
      await expect(member.getByRole("button", { name: `${site.approve} ${who.fullName}`, exact: true })).toHaveCount(0);
    });

    test("an administrator edits a member's name", async ({ page }, testInfo) => {
      const who = uniqueMember(site, testInfo);
      await fileApplication(page, who);
      await signInToMembers(page, site);

      const member = await findMember(page, site.lang, who.email);
      await member.getByRole("button", { name: `${site.edit} ${who.fullName}`, exact: true }).click();
      const dialog = page.getByRole("dialog", { name: site.dialog });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel(site.email, { exact: true })).toHaveValue(who.email);
      await expect(dialog.getByLabel(site.email, { exact: true })).toHaveAttribute("type", "email");

      const newName = `${who.fullName} Renamed`;
      await dialog.getByLabel(site.fullName, { exact: true }).fill(newName);
      await dialog.getByRole("button", { name: site.save, exact: true }).click();

      await expect(notifications(page).getByText(site.updated)).toBeVisible();
      await expect(dialog).toBeHidden();
      // The list was read again: the search by address still finds the member, under the new name.
      await expect(member).toContainText(newName);
      await expect(member.getByRole("button", { name: `${site.edit} ${newName}`, exact: true })).toBeVisible();
      await expectNoSidewaysScroll(page);
    });
  });
}
