/**
 * The Contacts tab of the administration: an administrator opens a message sent through the
 * contact form (which marks it read), marks it unread and read again, answers it by e-mail ('Reply'
 * is a mailto: link quoting the message, and marks it replied), undoes 'replied', finds it by
 * sender and text, and deletes it as spam after a confirmation, in English on a laptop and in
 * French on a phone; many messages are scanned in a compact list, and a reply quotes a message
 * under a line in its sender's language. Each test sends
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
    markUnread: "Mark as unread",
    undoReplied: "Mark as not replied",
    search: "Search by sender or text",
    searchButton: "Search",
    delete: "Delete",
    deleteTitle: "Delete this message?",
    deleteAction: "Delete the message",
    cancel: "Cancel",
    deleted: "Message deleted",
    emptySearch: "No message matches this search.",
    reply: "Reply",
    replyInMailApp: "Reply in my mail app",
    close: "Close",
    updated: "Message updated",
    from: "From",
    attribution: /^On .+, Ama Mensah wrote:$/,
    layout: "Show the messages as",
    compact: "Compact list",
    other: { lang: "fr", attribution: /^Le \d{1,2} [a-zéû]+ \d{4} à \d{2}:\d{2}, Kossi Adjovi a écrit\u00a0:$/ },
  },
  {
    lang: "fr",
    viewport: viewports.phone,
    statusFilter: "Statut",
    status: { new: "Nouveau", read: "Lu", replied: "Répondu" },
    view: "Voir le message",
    markRead: "Marquer comme lu",
    markUnread: "Marquer comme non lu",
    undoReplied: "Marquer comme non répondu",
    search: "Rechercher par expéditeur ou texte",
    searchButton: "Rechercher",
    delete: "Supprimer",
    deleteTitle: "Supprimer ce message\u00a0?",
    deleteAction: "Supprimer le message",
    cancel: "Annuler",
    deleted: "Message supprimé",
    emptySearch: "Aucun message ne correspond à cette recherche.",
    reply: "Répondre",
    replyInMailApp: "Répondre avec ma messagerie",
    close: "Fermer",
    updated: "Message mis à jour",
    from: "De",
    attribution: /^Le .+, Ama Mensah a écrit\u00a0:$/,
    layout: "Afficher les messages en",
    compact: "Liste compacte",
    other: { lang: "en", attribution: /^On [A-Z][a-z]+ \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M, Kossi Adjovi wrote:$/ },
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

    test("a message opened is marked read, marked unread and read again, answered, found, and deleted as spam", async ({ page, browserProblems }) => {
      // A message's whole life, with an accessibility check at each of its screens: 20–25 s alone.
      test.setTimeout(60_000);
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

      // The whole message, its line breaks kept; opening it marks it read.
      const opened = page.waitForResponse((r) => /\/api\/contacts\/[\w-]+/.test(r.url()) && r.request().method() === "PUT");
      await card.getByRole("button", { name: site.view, exact: true }).click();
      const dialog = page.getByRole("dialog", { name: subject });
      await expect(dialog).toBeVisible();
      expect((await opened).request().postDataJSON()).toMatchObject({ status: "read" });
      await expect(dialog).toContainText(email);
      await expect(dialog.getByText(site.status.read, { exact: true })).toBeVisible();
      const text = dialog.getByText(/^Hello,/);
      await expect(text).toHaveCSS("white-space", "pre-wrap");
      expect(await text.textContent()).toBe(message);
      await expectAccessibleAndFitting(page);
      await dialog.getByRole("button", { name: site.close, exact: true }).click();
      await expect(dialog).toHaveCount(0);
      await expect(card.getByText(site.status.read, { exact: true })).toBeVisible();

      // Mark as unread, then as read again: the badge and the button follow.
      await card.getByRole("button", { name: site.markUnread, exact: true }).click();
      await expect(card.getByText(site.status.new, { exact: true })).toBeVisible();
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

      // 'Replied' can be undone (back to read), and the reply marks it replied again.
      await card.getByRole("button", { name: site.undoReplied, exact: true }).click();
      await expect(card.getByText(site.status.read, { exact: true })).toBeVisible();
      await expect(card.getByRole("button", { name: site.undoReplied, exact: true })).toHaveCount(0);
      await card.getByRole("link", { name: site.reply, exact: true }).click();
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

      // Found by the sender's address and by a word of the text, in another case.
      await filter.selectOption("");
      const searchBox = page.getByRole("searchbox", { name: site.search });
      await searchBox.fill(stamp.toUpperCase());
      await page.getByRole("button", { name: site.searchButton, exact: true }).click();
      await expect(page.getByRole("article")).toHaveCount(1);
      await expect(page.getByRole("article", { name: subject })).toBeVisible();

      // Deleted as spam, after a confirmation (an alertdialog); Cancel keeps it.
      const found = page.getByRole("article", { name: subject });
      await found.getByRole("button", { name: site.delete, exact: true }).click();
      const question = page.getByRole("alertdialog", { name: site.deleteTitle });
      await expect(question).toContainText(subject);
      await expect(question.getByRole("button", { name: site.cancel })).toBeFocused();
      await expectAccessibleAndFitting(page);
      await question.getByRole("button", { name: site.cancel }).click();
      await expect(question).toHaveCount(0);
      await found.getByRole("button", { name: site.delete, exact: true }).click();
      await page.getByRole("alertdialog", { name: site.deleteTitle }).getByRole("button", { name: site.deleteAction }).click();
      await expect(page.getByText(site.deleted).first()).toBeVisible();
      await expect(page.getByText(site.emptySearch)).toBeVisible();
    });

    test("many messages are scanned in a compact list, kept on reload; a reply quotes in the sender's language", async ({ page, browserProblems }) => {
      browserProblems.expectAt(/\/api\/auth\/me(\?.*)?$/);
      const stamp = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
      const subject = `E2E ${site.lang} compact ${stamp}`;
      // A sender writing in the other language.
      const data = { name: "Kossi Adjovi", email: `kossi.${stamp}@example.org`, subject, message: `A visit to the lab?\nSoon ${stamp}`, language: site.other.lang };
      expect((await page.request.post("/api/contacts", { data })).status()).toBe(201);

      await signIn(page, site.lang, "contacts");
      await expect(page.getByRole("article", { name: subject })).toBeVisible();
      await page.getByRole("group", { name: site.layout }).getByRole("button", { name: site.compact }).click();
      const row = page.getByRole("list", { name: "Messages" }).getByRole("button").filter({ hasText: subject });
      await expect(row).toBeVisible();
      await expect(row).toContainText("Kossi Adjovi");
      await expect(row).toContainText(`A visit to the lab? Soon ${stamp}`);
      // One line on a laptop; the sender and the date above the subject on a phone: either way, short.
      const box = (await row.boundingBox())!;
      expect(box.height).toBeLessThan(site.viewport.width < 640 ? 70 : 48);
      await expect(page.getByRole("article")).toHaveCount(0);
      await expectAccessibleAndFitting(page);

      await page.reload();
      await expect(page.getByRole("list", { name: "Messages" }).getByRole("button").filter({ hasText: subject })).toBeVisible();
      await page.getByRole("list", { name: "Messages" }).getByRole("button").filter({ hasText: subject }).click();
      const dialog = page.getByRole("dialog", { name: subject });
      await expect(dialog.getByText(site.status.read, { exact: true })).toBeVisible();
      const href = (await dialog.getByRole("link", { name: site.replyInMailApp, exact: true }).getAttribute("href")) ?? "";
      const lines = (new URL(href).searchParams.get("body") ?? "").split("\r\n");
      expect(lines.find((line) => site.other.attribution.test(line)), JSON.stringify(lines)).toBeDefined();
    });
  });
}
