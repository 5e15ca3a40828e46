/**
 * The editor, as the event dialog shows it's address, time zone and Markdown rules: the address follows the
 * French title while only French is written, the time zone is chosen from a list with Cotonou
 * first, and an image from another host is refused on the field before anything is sent.
 * The API is stubbed at fetch.
 */
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderComponent } from "@/test/render-component";
import { json, stubApi } from "@/test/stub-api";
import { ContentDialog } from "./content-editor";
import { articleSpec, eventSpec } from "./content-kinds";

afterEach(() => vi.unstubAllGlobals());

/** Typing letter by letter is slow on a busy machine: texts are pasted into their field. */
const write = async (user: ReturnType<typeof renderComponent>["user"], field: HTMLElement, text: string) => {
  await user.click(field);
  await user.paste(text);
};

const created = (body: Record<string, unknown>) => json(201, { message: "Event created", event: { id: "e1", version: 1, ...body } });

// Each test renders the whole dialog: a busy machine may take more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

describe("the event dialog", () => {
  it("proposes the address from the French title while only French is written, then from the English one", async () => {
    stubApi([["/api/admin/events", created]]);
    const { user } = renderComponent(<ContentDialog spec={eventSpec} item={null} onClose={() => {}} />, "fr");
    const dialog = screen.getByRole("dialog");
    await write(user, within(dialog).getByLabelText("Titre — français"), "Atelier : créer son site");
    expect(within(dialog).getByLabelText("Adresse (slug)")).toHaveValue("atelier-creer-son-site");
    await write(user, within(dialog).getByLabelText("Titre — anglais"), "Build your site");
    expect(within(dialog).getByLabelText("Adresse (slug)")).toHaveValue("build-your-site");
  });

  it("offers the time zones as a list, Cotonou first, and sends the one chosen", async () => {
    const calls = stubApi([["/api/admin/events", created]]);
    const onClose = vi.fn();
    const { user } = renderComponent(<ContentDialog spec={eventSpec} item={null} onClose={onClose} />);
    const dialog = screen.getByRole("dialog");
    const zone = within(dialog).getByLabelText("Time zone");
    expect(zone.tagName).toBe("SELECT");
    expect(zone).toHaveValue("Africa/Porto-Novo");
    const options = within(zone).getAllByRole("option");
    expect(options[0]).toHaveTextContent("Cotonou, Porto-Novo — Benin (UTC+1)");
    expect(within(zone).getByRole("group", { name: "West Africa" })).toBeInTheDocument();
    expect(within(zone).getByRole("group", { name: "Central Africa" })).toBeInTheDocument();
    const diaspora = within(within(zone).getByRole("group", { name: "Diaspora" })).getAllByRole("option").map((o) => o.getAttribute("value"));
    expect(diaspora).toEqual(["Europe/Paris", "Europe/London", "America/Toronto", "America/New_York"]);
    // Every zone offered is one the browser (and the server) knows.
    for (const option of options) expect(() => new Intl.DateTimeFormat("en", { timeZone: option.getAttribute("value")! })).not.toThrow();

    await write(user, within(dialog).getByLabelText("Title — English"), "Diaspora evening");
    await write(user, within(dialog).getByLabelText("Description — English"), "An evening online.");
    await user.type(within(dialog).getByLabelText("Starts", { exact: true }), "2030-03-15T19:00");
    await user.selectOptions(zone, "Europe/Paris");
    expect(within(dialog).getAllByText(/Paris — France/).length).toBeGreaterThan(1);
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    // 19:00 in Paris in March (UTC+1).
    expect(calls[0]!.body).toMatchObject({ timezone: "Europe/Paris", startsAt: "2030-03-15T18:00:00.000Z", slug: "diaspora-evening" });
  });

  it("keeps a stored zone that is not in the list", () => {
    const event = {
      id: "e1",
      slug: "x",
      title: { en: "X", fr: "" },
      description: { en: "X", fr: "" },
      kind: "workshop",
      startsAt: "2030-03-15T18:00:00.000Z",
      endsAt: null,
      timezone: "Asia/Tokyo",
      location: null,
      isOnline: false,
      capacity: null,
      registrationOpen: false,
      registrationLink: null,
      participants: null,
      summary: null,
      heroImageId: null,
      heroAlt: null,
      hero: null,
      published: false,
      version: 1,
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-01-01T00:00:00.000Z",
    } as const;
    renderComponent(<ContentDialog spec={eventSpec} item={event} onClose={() => {}} />);
    expect(screen.getByLabelText("Time zone")).toHaveValue("Asia/Tokyo");
  });

  it("refuses an image from another host on its field, in the person's language, before sending", async () => {
    const calls = stubApi([["/api/admin/events", created]]);
    const { user } = renderComponent(<ContentDialog spec={eventSpec} item={null} onClose={() => {}} />, "fr");
    const dialog = screen.getByRole("dialog");
    await write(user, within(dialog).getByLabelText("Titre — français"), "Soirée");
    await write(user, within(dialog).getByLabelText("Description — français"), "Voir ![photo](https://cdn.example.org/p.jpg)");
    await user.type(within(dialog).getByLabelText("Début", { exact: true }), "2030-03-15T19:00");
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    expect(await within(dialog).findByText(/Les images d’autres sites ne peuvent pas s’afficher sur ce site/)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST" && c.url.includes("/api/admin/events"))).toHaveLength(0);
  });
});

describe("the article editor", () => {
  const createdArticle = (body: Record<string, unknown>) => json(201, { message: "Article created", article: { id: "a1", version: 1, hero: null, ...body } });

  it("sends the tags as a list and the body the shared schema makes (no image: no alt text)", async () => {
    const calls = stubApi([["/api/admin/articles", createdArticle]]);
    const { user } = renderComponent(<ContentDialog spec={articleSpec} item={null} onClose={() => {}} />);
    const dialog = screen.getByRole("dialog");
    // The controls' lengths are the shared rules'.
    expect(within(dialog).getByLabelText("Title — English")).toHaveAttribute("maxlength", "200");
    expect(within(dialog).getByLabelText("Author")).toHaveAttribute("maxlength", "120");
    await write(user, within(dialog).getByLabelText("Title — English"), "Savings groups");
    await write(user, within(dialog).getByLabelText("Excerpt — English"), "What we learned.");
    await write(user, within(dialog).getByLabelText("Content — English"), "Findings.");
    await write(user, within(dialog).getByLabelText("Author"), "Research Team");
    await write(user, within(dialog).getByLabelText("Tags (optional)"), " savings, , women ,Benin ");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({ slug: "savings-groups", tags: ["savings", "women", "Benin"], heroImageId: null, heroAlt: null, published: false });
  });

  it("says on the image field when the server no longer has the image, in words for people", async () => {
    stubApi([["/api/articles", () => json(400, { message: "Invalid input", errors: [{ path: "heroImageId", message: "No uploaded image has this id" }] })]]);
    const { user } = renderComponent(<ContentDialog spec={articleSpec} item={null} onClose={() => {}} />);
    const dialog = screen.getByRole("dialog");
    await write(user, within(dialog).getByLabelText("Title — English"), "Savings groups");
    await write(user, within(dialog).getByLabelText("Excerpt — English"), "What we learned.");
    await write(user, within(dialog).getByLabelText("Content — English"), "Findings.");
    await write(user, within(dialog).getByLabelText("Author"), "Research Team");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Upload the image again.")).toBeInTheDocument();
    expect(within(dialog).queryByText("No uploaded image has this id")).toBeNull();
  });

  it("refuses a tag over 40 characters on the tags field, in the person's language, before sending", async () => {
    const calls = stubApi([["/api/admin/articles", createdArticle]]);
    const { user } = renderComponent(<ContentDialog spec={articleSpec} item={null} onClose={() => {}} />, "fr");
    const dialog = screen.getByRole("dialog");
    await write(user, within(dialog).getByLabelText("Titre — français"), "Tontines");
    await write(user, within(dialog).getByLabelText("Extrait — français"), "Ce que nous avons appris.");
    await write(user, within(dialog).getByLabelText("Contenu — français"), "Résultats.");
    await write(user, within(dialog).getByLabelText("Auteur"), "Équipe");
    await write(user, within(dialog).getByLabelText("Mots-clés (facultatif)"), `épargne, ${"x".repeat(41)}`);
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    const tags = within(dialog).getByLabelText("Mots-clés (facultatif)");
    await vi.waitFor(() => expect(tags).toHaveAccessibleDescription(/au plus 40\s*caractères/));
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });
});
