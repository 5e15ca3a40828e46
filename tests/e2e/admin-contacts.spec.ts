/**
 * The Contacts tab of the administration: an administrator reads a message sent through the
 * contact form, marks it read, and answers it by e-mail ('Reply' is a mailto: link quoting the
 * message, and marks it replied), in English on a laptop and in French on a phone. Each test sends
 * its own message with a subject no other test uses and finds it by that subject: other specs run
 * at the same time against the same database.
 */
import type { BrowserContext, TestInfo } from "@playwright/test";
import { expectAccessibleAndFitting, signIn, viewports } from "./admin";
import { expect, test } from "./fixtures";

const sites = [
  {
    lang: "en",
    viewport: viewports.desktop,
    statusFilter: "Status",
    status: { new: "New", read: "Read", replied: "Replied" },
    view: "View message",
    markRead: "Mark as read",
    reply: "Reply",
    close: "Close",
    updated: "Message updated",
    from: "From",
    attribution: /^On .+, Ama Mensah wrote:$/,
  },
  {
    lang: "fr",
    viewport: viewports.phone,
    statusFilter: "Statut",
    status: { new: "Nouveau", read: "Lu", replied: "Répondu" },
    view: "Voir le message",
    markRead: "Marquer comme lu",
    reply: "Répondre",
    close: "Fermer",
    updated: "Message mis à jour",
    from: "De",
    attribution: /^Le .+, Ama Mensah a écrit\u00a0:$/,
  },
] as const;

/**
 * Each test is a visitor of its own: the API limits form submissions per client, and the server
 * (behind a proxy on loopback) takes the client's address from X-Forwarded-For.
 */
async function asOwnVisitor(context: BrowserContext, testInfo: TestInfo) {
  let hash = 17;
  for (const char of testInfo.testId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": `100.64.${(hash >>> 8) % 256}.${(hash % 254) + 1}` });
}

test.beforeEach(async ({ context }, testInfo) => asOwnVisitor(context, testInfo));

const message = "Hello,\nCould we meet next week about a partnership?\n\nThanks,\nAma";

for (const site of sites) {
  test.describe(`in ${site.lang.toUpperCase()} at ${site.viewport.width}×${site.viewport.height}`, () => {
    test.use({ viewport: site.viewport });

    test("a message is read in full, marked read, then answered by e-mail", async ({ page, browserProblems }) => {
      // Signed out, /admin asks who is signed in and is told 401 before the form shows.
      browserProblems.expectAt(/\/api\/auth\/me(\?.*)?$/);
      const stamp = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
      const subject = `E2E ${site.lang} partnership ${stamp}`;
      const email = `ama.${stamp}@example.org`;
      const sent = await page.request.post("/api/contacts", { data: { name: "Ama Mensah", email, subject, message, language: site.lang } });
      expect(sent.status()).toBe(201);

      await signIn(page, site.lang, "contacts");
      // Newest first: the message just sent is on the first page, named by its subject.
      const card = page.getByRole("article", { name: subject });
      await expect(card).toBeVisible();
      await expect(card).toContainText("Ama Mensah");
      await expect(card).toContainText(email);
      await expect(card).toContainText("Could we meet next week about a partnership?");
      await expect(card.getByText(site.status.new, { exact: true })).toBeVisible();
      await expectAccessibleAndFitting(page);

      // The whole message, its line breaks kept.
      await card.getByRole("button", { name: site.view, exact: true }).click();
      const dialog = page.getByRole("dialog", { name: subject });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(email);
      const text = dialog.getByText(/^Hello,/);
      await expect(text).toHaveCSS("white-space", "pre-wrap");
      expect(await text.textContent()).toBe(message);
      await expectAccessibleAndFitting(page);
      await dialog.getByRole("button", { name: site.close, exact: true }).click();
      await expect(dialog).toHaveCount(0);

      // Mark as read: the badge changes and the button goes.
      await card.getByRole("button", { name: site.markRead, exact: true }).click();
      await expect(card.getByText(site.status.read, { exact: true })).toBeVisible();
      await expect(card.getByRole("button", { name: site.markRead, exact: true })).toHaveCount(0);

      // Reply: a mailto: link to the sender, 'Re: <subject>', the message quoted under who wrote it and when.
      const reply = card.getByRole("link", { name: site.reply, exact: true });
      const href = (await reply.getAttribute("href")) ?? "";
      expect(href.startsWith(`mailto:${email}?`)).toBe(true);
      expect(href, "every part of the address is encoded").not.toMatch(/[\s<>"]/);
      const address = new URL(href);
      expect(address.pathname).toBe(email);
      expect(address.searchParams.get("subject")).toBe(`Re: ${subject}`);
      const lines = (address.searchParams.get("body") ?? "").split("\r\n");
      const attribution = lines.findIndex((line) => site.attribution.test(line));
      expect(attribution, `an attribution line in ${JSON.stringify(lines)}`).toBeGreaterThanOrEqual(0);
      expect(lines.slice(attribution + 1)).toEqual(["> Hello,", "> Could we meet next week about a partnership?", "> ", "> Thanks,", "> Ama"]);

      // Following the link (the e-mail application is not there in a headless browser) marks it replied.
      const change = page.waitForResponse((r) => /\/api\/contacts\/[\w-]+/.test(r.url()) && r.request().method() === "PUT");
      await reply.click();
      const answered = await change;
      expect(answered.status()).toBe(200);
      expect(answered.request().postDataJSON()).toMatchObject({ status: "replied" });
      await expect(card.getByText(site.status.replied, { exact: true })).toBeVisible();

      // The status filter finds it among the replied messages, not among the new ones.
      // (The list on screen stays until the filtered one arrives: wait for it.)
      const filter = page.getByLabel(site.statusFilter, { exact: true });
      const listed = (status: string) => page.waitForResponse((r) => r.url().includes("/api/contacts?") && new URL(r.url()).searchParams.get("status") === status);
      const replied = listed("replied");
      await filter.selectOption("replied");
      expect((await replied).status()).toBe(200);
      await expect(page.getByRole("article", { name: subject })).toBeVisible();
      await expect(page.getByRole("article").getByText(site.status.new, { exact: true })).toHaveCount(0);
      const fresh = listed("new");
      await filter.selectOption("new");
      expect((await fresh).status()).toBe(200);
      await expect(page.getByRole("article", { name: subject })).toHaveCount(0);
      await expectAccessibleAndFitting(page);
    });
  });
}
