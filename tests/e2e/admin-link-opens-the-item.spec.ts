/**
 * The staff mail's link to an item (`/admin?tab=contacts&id=…`, `/admin?tab=members&id=…`,
 * server/mail/templates.ts) opens the tab and the item's dialog: the message, or the member's
 * details. In English on a laptop and in French on a phone; closing the dialog leaves the list.
 */
import type { Page } from "@playwright/test";
import { signIn, viewports, type Lang } from "./admin";
import { expect, test } from "./fixtures";

/**
 * The address opens the admin, which loads its tab's code and the list before it can open the item:
 * on a busy 2-core machine that took 6 s in the browser alone (traces of runs beside another suite),
 * past the 5 s an assertion waits by default.
 */
const OPENS_WITHIN = { timeout: 20_000 };

const sites = [
  { lang: "en", viewport: viewports.desktop, admin: "/admin", editMember: "Edit member", contacts: "Contacts", members: "Members" },
  { lang: "fr", viewport: viewports.phone, admin: "/fr/admin", editMember: "Modifier le membre", contacts: "Messages", members: "Membres" },
] as const;

/** The id of the one item the admin's list finds for `q` (the session's cookie goes with the request). */
async function idOf(page: Page, list: "/api/contacts" | "/api/memberships", q: string) {
  const res = await page.request.get(`${list}?q=${encodeURIComponent(q)}`);
  expect(res.ok(), await res.text()).toBe(true);
  const { items } = (await res.json()) as { items: { id: string }[] };
  expect(items).toHaveLength(1);
  return items[0]!.id;
}

for (const site of sites) {
  test.describe(`${site.lang} on a ${site.viewport.width}px screen`, () => {
    test.use({ viewport: site.viewport });

    test("the link of a new-message mail opens that message", async ({ page }) => {
      const subject = `Partnership ${site.lang} ${Date.now().toString(36)}`;
      const sent = await page.request.post("/api/contacts", {
        data: { name: "Aïcha Dossou", email: "aicha@example.org", subject, message: "Could we host a workshop in Parakou?", language: site.lang },
      });
      expect(sent.ok(), await sent.text()).toBe(true);
      await signIn(page, site.lang as Lang);
      const id = await idOf(page, "/api/contacts", subject);

      await page.goto(`${site.admin}?tab=contacts&id=${id}`);
      const dialog = page.getByRole("dialog", { name: subject });
      await expect(dialog).toBeVisible(OPENS_WITHIN);
      await expect(dialog).toContainText("Could we host a workshop in Parakou?");
      // The address keeps the tab, not the item: closing the dialog leaves the list.
      await expect(page).toHaveURL(/\?tab=contacts$/);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("heading", { level: 2, name: site.contacts })).toBeVisible();
    });

    test("the link of a membership-application mail opens that member's details", async ({ page }) => {
      const email = `applicant-${site.lang}-${Date.now().toString(36)}@example.org`;
      const applied = await page.request.post("/api/memberships", {
        data: { fullName: "Koffi Mensah", email, country: "Benin", category: "founder", consent: true, language: site.lang },
      });
      expect(applied.ok(), await applied.text()).toBe(true);
      await signIn(page, site.lang as Lang);
      const id = await idOf(page, "/api/memberships", email);

      await page.goto(`${site.admin}?tab=members&id=${id}`);
      const dialog = page.getByRole("dialog", { name: site.editMember });
      await expect(dialog).toBeVisible(OPENS_WITHIN);
      await expect(dialog.locator('input[type="email"]')).toHaveValue(email);
      await expect(page).toHaveURL(/\?tab=members$/);
    });
  });
}
