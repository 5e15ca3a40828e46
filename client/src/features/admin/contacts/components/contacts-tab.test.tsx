/**
 * The Contacts tab: opening a message marks it read, a read message can be marked unread, a reply
 * undone, spam deleted after a confirmation (an alertdialog), and messages searched by sender and
 * text. The API is stubbed at fetch; it answers as the server would.
 */
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ContactItem, ContactReplyItem } from "@shared/admin";
import { renderComponent } from "@/test/render-component";
import { json, stubApi, type Call } from "@/test/stub-api";
import { ContactsTab } from "./contacts-tab";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const message = (overrides: Partial<ContactItem>): ContactItem => ({
  id: "3f2a1b0c-0000-4000-8000-000000000001",
  name: "Ama Mensah",
  email: "ama@example.org",
  subject: "Partnership",
  message: "Could we meet next week?",
  language: "en",
  status: "new",
  version: 1,
  createdAt: "2026-11-02T09:00:00.000Z",
  updatedAt: "2026-11-02T09:00:00.000Z",
  ...overrides,
});

/**
 * A server of one or more messages: PUT changes a status (version + 1), DELETE removes one, GET one
 * answers it with its replies, POST …/replies files a reply (the first `unreachableReplies` sends
 * never reach it: the connection fails) and marks the message replied.
 */
function inbox(initial: ContactItem[], { unreachableReplies = 0 } = {}): Call[] {
  let messages = [...initial];
  const replies: ContactReplyItem[] = [];
  let failing = unreachableReplies;
  // The request being answered is the last one recorded.
  const current = () => calls.at(-1)!;
  const calls: Call[] = stubApi([
    [
      "/api/contacts/",
      (body) => {
        const { url, method } = current();
        const [idPart, rest] = url.split("/api/contacts/")[1]!.split("?")[0]!.split("/");
        const id = decodeURIComponent(idPart!);
        if (method === "GET") return json(200, { contact: messages.find((m) => m.id === id), replies });
        if (method === "POST" && rest === "replies") {
          if (failing-- > 0) throw new TypeError("Failed to fetch");
          const reply = { id: `reply-${replies.length}`, body: String(body.body), authorName: "admin", createdAt: "2026-11-03T10:30:00.000Z", mail: { status: "pending" as const, sentAt: null } };
          replies.push(reply);
          messages = messages.map((m) => (m.id === id ? { ...m, status: "replied", version: m.version + 1 } : m));
          return json(201, { reply, contact: messages.find((m) => m.id === id) });
        }
        if (method === "DELETE") {
          messages = messages.filter((m) => m.id !== id);
          return json(200, { message: "Message deleted" });
        }
        messages = messages.map((m) => (m.id === id ? { ...m, status: body.status as ContactItem["status"], version: m.version + 1 } : m));
        return json(200, { contact: messages.find((m) => m.id === id) });
      },
    ],
    [
      "/api/contacts?",
      () => {
        const q = new URL(current().url, "http://localhost").searchParams.get("q")?.toLowerCase();
        const items = messages.filter((m) => !q || [m.name, m.email, m.subject, m.message].some((f) => f.toLowerCase().includes(q)));
        return json(200, { items, total: items.length, page: 1, pageSize: 10 });
      },
    ],
    ["/api/admin/", () => json(200, {})],
  ]);
  return calls;
}

describe("the Contacts tab", () => {
  it("marks a message read as it is opened, then unread again on request", async () => {
    const calls = inbox([message({})]);
    const { user } = renderComponent(<ContactsTab />);
    const card = await screen.findByRole("article", { name: "Partnership" });
    expect(within(card).getByText("New")).toBeVisible();
    await user.click(within(card).getByRole("button", { name: "View message" }));
    const dialog = screen.getByRole("dialog", { name: "Partnership" });
    await vi.waitFor(() => expect(within(dialog).getByText("Read")).toBeVisible());
    expect(calls.find((call) => call.method === "PUT")).toMatchObject({ url: `/api/contacts/${message({}).id}?lang=en`, body: { status: "read", version: 1 } });
    expect(within(dialog).queryByRole("button", { name: "Mark as read" })).toBeNull();

    await user.click(within(dialog).getByRole("button", { name: "Mark as unread" }));
    await vi.waitFor(() => expect(within(dialog).getByText("New")).toBeVisible());
    expect(calls.filter((call) => call.method === "PUT").at(-1)?.body).toEqual({ status: "new", version: 2 });
  });

  it("undoes 'replied' (back to read)", async () => {
    const calls = inbox([message({ status: "replied", version: 4 })]);
    const { user } = renderComponent(<ContactsTab />);
    const card = await screen.findByRole("article", { name: "Partnership" });
    await user.click(within(card).getByRole("button", { name: "Mark as not replied" }));
    await vi.waitFor(() => expect(within(card).getByText("Read")).toBeVisible());
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({ status: "read", version: 4 });
    expect(within(card).queryByRole("button", { name: "Mark as not replied" })).toBeNull();
  });

  it("deletes spam only once the confirmation is accepted", async () => {
    const spam = message({ id: "3f2a1b0c-0000-4000-8000-000000000002", name: "Winner", subject: "You won", status: "read" });
    const calls = inbox([message({}), spam]);
    const { user } = renderComponent(<ContactsTab />, "fr");
    const card = await screen.findByRole("article", { name: "You won" });
    await user.click(within(card).getByRole("button", { name: "Supprimer" }));
    const question = screen.getByRole("alertdialog", { name: "Supprimer ce message\u00a0?" });
    expect(question).toHaveAccessibleDescription(/^Le message «\u00a0You won\u00a0» de Winner sera supprimé définitivement/);
    expect(within(question).getByRole("button", { name: "Annuler" })).toHaveFocus();
    await user.click(within(question).getByRole("button", { name: "Annuler" }));
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);

    await user.click(within(card).getByRole("button", { name: "Supprimer" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Supprimer le message" }));
    await vi.waitFor(() => expect(screen.queryByRole("article", { name: "You won" })).toBeNull());
    expect(calls.find((call) => call.method === "DELETE")?.url).toBe(`/api/contacts/${spam.id}?lang=fr`);
    expect(screen.getByRole("article", { name: "Partnership" })).toBeVisible();
  });

  it("searches the messages by sender and text", async () => {
    const calls = inbox([message({}), message({ id: "3f2a1b0c-0000-4000-8000-000000000003", name: "Kossi", subject: "Visit", message: "The lab" })]);
    const { user } = renderComponent(<ContactsTab />);
    await screen.findByRole("article", { name: "Visit" });
    await user.type(screen.getByRole("searchbox", { name: "Search by sender or text" }), "kossi");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await vi.waitFor(() => expect(screen.queryByRole("article", { name: "Partnership" })).toBeNull());
    expect(screen.getByRole("article", { name: "Visit" })).toBeVisible();
    expect(calls.filter((call) => call.method === "GET").at(-1)?.url).toBe("/api/contacts?q=kossi&page=1&lang=en");
    expect(screen.getByText("Results for “kossi”")).toBeVisible();
  });

  it("shows many messages as a compact list, one row each, kept on this device; a row opens its message", async () => {
    const calls = inbox([
      message({ id: "3f2a1b0c-0000-4000-8000-000000000005" }),
      message({ id: "3f2a1b0c-0000-4000-8000-000000000004", name: "Kossi Adjovi", subject: "Visite du labo", message: "Bonjour,\nPeut-on visiter\u00a0?", status: "replied" }),
    ]);
    const { user } = renderComponent(<ContactsTab />, "fr");
    await screen.findByRole("article", { name: "Partnership" });
    const layout = screen.getByRole("group", { name: "Afficher les messages en" });
    expect(within(layout).getByRole("button", { name: "Fiches" })).toHaveAttribute("aria-pressed", "true");
    await user.click(within(layout).getByRole("button", { name: "Liste compacte" }));
    expect(within(layout).getByRole("button", { name: "Liste compacte" })).toHaveAttribute("aria-pressed", "true");

    const list = screen.getByRole("list", { name: "Messages" });
    const rows = within(list).getAllByRole("button");
    expect(rows).toHaveLength(2);
    expect(screen.queryByRole("article")).toBeNull();
    // Status first, then sender, subject, the start of the text (one line) and the day.
    expect(rows[0]).toHaveAccessibleName(/^Nouveau,\s*Ama Mensah,\s*Partnership,\s*Could we meet next week\?,\s*2 novembre 2026$/);
    expect(rows[1]).toHaveAccessibleName(/^Répondu,\s*Kossi Adjovi,\s*Visite du labo,\s*Bonjour, Peut-on visiter\s\?,\s*2 novembre 2026$/);

    await user.click(rows[0]!);
    const dialog = screen.getByRole("dialog", { name: "Partnership" });
    await vi.waitFor(() => expect(within(dialog).getByText("Lu")).toBeVisible());
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({ status: "read", version: 1 });
    expect(within(dialog).getByRole("link", { name: "Répondre avec ma messagerie" })).toBeVisible();
    expect(localStorage.getItem("admin.contacts.layout")).toBe("compact");
  });

  it("sends a reply from the site; a failed send keeps the text, and Retry sends it once with the same key", async () => {
    const calls = inbox([message({ status: "read" })], { unreachableReplies: 1 });
    const { user } = renderComponent(<ContactsTab />);
    const card = await screen.findByRole("article", { name: "Partnership" });
    await user.click(within(card).getByRole("button", { name: "View message" }));
    const dialog = screen.getByRole("dialog", { name: "Partnership" });
    // The focus starts on the message (on a phone, the keyboard would otherwise hide it).
    await vi.waitFor(() => expect(within(dialog).getByText("Could we meet next week?")).toHaveFocus());
    // The mail-client link stays, as the second way.
    expect(within(dialog).getByRole("link", { name: "Reply in my mail app" })).toHaveAttribute("href", expect.stringMatching(/^mailto:ama@example\.org\?subject=Re%3A%20Partnership/));
    const box = within(dialog).getByRole("textbox", { name: "Your reply to Ama Mensah" });
    expect(box).toHaveAccessibleDescription(/Sent from the site to ama@example\.org, with their message quoted under your text/);

    // Nothing typed: said under the field, nothing sent.
    await user.click(within(dialog).getByRole("button", { name: "Send the reply" }));
    expect(box).toHaveAccessibleDescription(/Fill in this field\.$/);
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);

    await user.type(box, "Dear Ama,{Enter}Yes, Tuesday works.");
    await user.click(within(dialog).getByRole("button", { name: "Send the reply" }));
    const alert = await within(dialog).findByText(/The site could not be reached/);
    expect(alert).toBeVisible();
    expect(box).toHaveValue("Dear Ama,\nYes, Tuesday works.");

    await user.click(within(dialog).getByRole("button", { name: "Retry" }));
    await within(dialog).findByRole("heading", { name: "Replies sent from the site" });
    const posts = calls.filter((call) => call.method === "POST");
    expect(posts).toHaveLength(2);
    expect(posts[0]!.url).toBe(`/api/contacts/${message({}).id}/replies?lang=en`);
    expect(posts[1]!.body).toEqual(posts[0]!.body);
    expect(posts[1]!.body).toEqual({ body: "Dear Ama,\nYes, Tuesday works.", idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const sent = within(dialog).getByRole("listitem");
    expect(sent).toHaveTextContent("Dear Ama, Yes, Tuesday works.");
    expect(sent).toHaveTextContent("admin, November 3, 2026");
    expect(within(sent).getByText("Waiting to be sent")).toBeVisible();
    await vi.waitFor(() => expect(within(dialog).getByText("Replied")).toBeVisible());
    expect(box).toHaveValue("");
  });

  it("offers the reply box in French, with the mail's fate in French", async () => {
    inbox([message({ status: "read" })]);
    const { user } = renderComponent(<ContactsTab />, "fr");
    const card = await screen.findByRole("article", { name: "Partnership" });
    await user.click(within(card).getByRole("button", { name: "Voir le message" }));
    const dialog = screen.getByRole("dialog", { name: "Partnership" });
    await user.type(within(dialog).getByRole("textbox", { name: "Votre réponse à Ama Mensah" }), "Bonjour Ama");
    await user.click(within(dialog).getByRole("button", { name: "Envoyer la réponse" }));
    const sent = await within(dialog).findByRole("listitem");
    expect(within(sent).getByText("En attente d’envoi")).toBeVisible();
    expect(sent).toHaveTextContent("admin, 3 novembre 2026 à 11:30");
  });
});
