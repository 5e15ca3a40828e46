/**
 * The admin's home: it opens on what needs doing, and each count opens the list it counts,
 * filtered as it was counted — an application filed a moment ago is in "applications waiting",
 * whose link opens the Members list on pending; a message is in "unread messages", opening the
 * Messages list on new. In English and French, on a phone (390 px) and a laptop; on the phone the
 * members list shows members on its first screen, its filters folded behind one button.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signIn, viewports, type Lang } from "./admin";

const words = {
  en: { toDo: "To do", members: "Members", contacts: "Contacts", status: "Status", pending: "Pending", new: "New", filters: "Filters (1)", applications: /applications? waiting/, messages: /unread messages?/ },
  fr: { toDo: "À faire", members: "Membres", contacts: "Messages", status: "Statut", pending: "En attente", new: "Nouveau", filters: "Filtres (1)", applications: /demandes? d’adhésion en attente/, messages: /messages? non lus?/ },
} as const;

/** Something to count, filed as a visitor would, each under a name no other test uses. */
async function fileApplicationAndMessage(page: Page, tag: string) {
  const headers = { "X-Forwarded-For": `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}` };
  const application = await page.request.post("/api/memberships", {
    headers,
    data: { fullName: `Waiting ${tag}`, email: `waiting-${tag}@e2e.example.org`, country: "Benin", category: "founder", consent: true, language: "en" },
  });
  expect(application.ok(), await application.text()).toBe(true);
  const message = await page.request.post("/api/contacts", {
    headers,
    data: { name: `Writer ${tag}`, email: `writer-${tag}@e2e.example.org`, subject: `Question ${tag}`, message: "A question for the foundation, please.", language: "en" },
  });
  expect(message.ok(), await message.text()).toBe(true);
}

for (const lang of ["en", "fr"] as const satisfies Lang[]) {
  for (const [screen, viewport] of Object.entries(viewports)) {
    test.describe(`${lang}, ${screen} (${viewport.width} px)`, () => {
      test.use({ viewport });

      test("the home's counts open their lists, filtered as counted", async ({ page }) => {
        // Two sign-ins' worth of pages and three lists on a busy 2-core machine.
        test.setTimeout(120_000);
        const t = words[lang];
        const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
        await fileApplicationAndMessage(page, tag);
        await signIn(page, lang);
        const toDo = page.getByRole("region", { name: t.toDo });
        await expect(toDo).toBeVisible();

        // Waiting applications: at least the one just filed; its line opens the Members list on pending.
        const applications = toDo.getByRole("link", { name: t.applications });
        expect(Number((await applications.getByTestId("to-do-applications").textContent())!.replace(/\D/g, ""))).toBeGreaterThanOrEqual(1);
        await page.screenshot({ path: test.info().outputPath(`home-${lang}-${viewport.width}.png`), fullPage: false });
        await applications.click();
        await expect(page).toHaveURL(/[?&]tab=members&status=pending/);
        await expect(page.getByRole("heading", { level: 2, name: t.members, exact: true })).toBeVisible();
        const member = page.locator("tr, li").filter({ hasText: `Waiting ${tag}` }).filter({ visible: true });
        await expect(member).toHaveCount(1);
        if (screen === "phone") {
          // The first screen shows members: the filters are folded behind one button that says one is on.
          // (The newest card is the first; another test may have filed one since this one's.)
          const first = page.locator("li:has([data-member-edit])").filter({ visible: true }).first();
          const box = (await first.boundingBox())!;
          expect(box.y + 150, "the first member shows on the first screen").toBeLessThan(viewport.height);
          const button = page.getByRole("button", { name: t.filters, exact: true });
          await expect(button).toHaveAttribute("aria-expanded", "false");
          await expect(page.getByLabel(t.status, { exact: true })).toBeHidden();
          await page.screenshot({ path: test.info().outputPath(`members-${lang}-${viewport.width}.png`), fullPage: false });
          await button.click();
        }
        await expect(page.getByLabel(t.status, { exact: true })).toHaveValue("pending");
        await expect(page.getByLabel(t.status, { exact: true }).locator("option:checked")).toHaveText(t.pending);
        // The filter is the address's: a reload keeps it.
        await page.reload();
        await expect(page.locator("tr, li").filter({ hasText: `Waiting ${tag}` }).filter({ visible: true })).toHaveCount(1, { timeout: 20_000 });

        // Unread messages: the line opens the Messages list on new, the message just sent in it.
        await page.goto(`${lang === "fr" ? "/fr" : ""}/admin`);
        await page.getByRole("region", { name: t.toDo }).getByRole("link", { name: t.messages }).click();
        await expect(page).toHaveURL(/[?&]tab=contacts&status=new/);
        await expect(page.getByRole("heading", { level: 2, name: t.contacts, exact: true })).toBeVisible();
        await expect(page.getByLabel(t.status, { exact: true })).toHaveValue("new");
        await expect(page.getByText(`Question ${tag}`).filter({ visible: true }).first()).toBeVisible();
      });
    });
  }
}
