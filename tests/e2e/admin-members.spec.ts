/**
 * The Members tab of the administration: an administrator finds a member by searching, approves
 * a pending application and edits a member's name, in English on a laptop and in French on a
 * phone. Each test files its own application (a founder: pending, nothing to pay) with an
 * address no other test uses, and only ever looks for it through the search: other specs run at
 * the same time against the same database.
 */
import type { BrowserContext, Locator, Page, TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures";

const sites = [
  {
    lang: "en",
    members: "/admin?tab=members",
    viewport: { width: 1280, height: 800 },
    username: "Username",
    password: "Password",
    signIn: "Sign in",
    tab: "Members",
    search: "Search by name, e-mail or phone",
    searchButton: "Search",
    oneMember: "1 member",
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
    members: "/fr/admin?tab=members",
    viewport: { width: 390, height: 844 },
    username: "Nom d’utilisateur",
    password: "Mot de passe",
    signIn: "Se connecter",
    tab: "Membres",
    search: "Rechercher par nom, e-mail ou téléphone",
    searchButton: "Rechercher",
    oneMember: "1\u00a0membre",
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

/**
 * Each test is a client of its own: the API limits form submissions per client, and the server
 * (behind a proxy on loopback) takes the client's address from X-Forwarded-For.
 */
async function asOwnClient(context: BrowserContext, testInfo: TestInfo) {
  let hash = 11;
  for (const char of testInfo.testId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": `198.19.${(hash >>> 8) % 256}.${(hash % 254) + 1}` });
}

/** A name and an address that no other test (nor another run of this one) uses. */
function uniqueMember(site: Site, testInfo: TestInfo) {
  const tag = `${Date.now().toString(36)}${testInfo.workerIndex}${Math.floor(Math.random() * 1e6).toString(36)}`;
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
  await page.goto(site.members);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByLabel(site.username, { exact: true }).fill("admin");
  await page.getByLabel(site.password, { exact: true }).fill("e2e admin password 1");
  await page.getByRole("button", { name: site.signIn, exact: true }).click();
  await expect(page.getByRole("heading", { level: 2, name: site.tab })).toBeVisible();
}

/** Searches for the member's address and returns the member as shown (a table row or a card). */
async function findMember(page: Page, site: Site, email: string): Promise<Locator> {
  await page.getByLabel(site.search, { exact: true }).fill(email);
  await page.getByRole("button", { name: site.searchButton, exact: true }).click();
  // "… · 1 member" once the search is answered (the previous list stays on screen meanwhile).
  await expect(page.getByRole("status").filter({ hasText: new RegExp(`(^|\\s)${site.oneMember}$`) })).toBeVisible();
  // The laptop shows a table, the phone cards: only one of the two is displayed.
  const member = page.locator("tr, li").filter({ hasText: email }).filter({ visible: true });
  await expect(member).toHaveCount(1);
  return member;
}

/** Where toasts appear (Radix also announces them from elsewhere in the page). */
const notifications = (page: Page) => page.getByRole("region", { name: /^Notifications/ });

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

    test.beforeEach(async ({ context, browserProblems }, testInfo) => {
      await asOwnClient(context, testInfo);
      // Signed out, /admin asks who is signed in and is told 401 before showing the sign-in form.
      browserProblems.expectAt(/\/api\/auth\/me(\?.*)?$/);
    });

    test("an administrator finds a pending application and approves it", async ({ page }, testInfo) => {
      const who = uniqueMember(site, testInfo);
      await fileApplication(page, who);
      await signInToMembers(page, site);

      const member = await findMember(page, site, who.email);
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

      const member = await findMember(page, site, who.email);
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
