import { configure, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EventItem, EventsResponse } from "@shared/api-types";
import { renderApp } from "@/test/render";

/** A one-paragraph text as the server renders its Markdown. */
const html = (text: { en: string; fr: string }) => ({ en: `<p>${text.en}</p>\n`, fr: `<p>${text.fr}</p>\n` });

const base = {
  timezone: "Africa/Porto-Novo",
  // Cotonou is one hour ahead of UTC all year.
  startsAtUtcOffset: 60,
  endsAtUtcOffset: 60,
  registrationLink: null,
  participants: null,
  summary: null,
  summaryHtml: null,
  published: true,
  heroImageId: null,
  heroAlt: null,
  hero: null,
  version: 1,
  createdAt: "2026-09-01T10:00:00.000Z",
  updatedAt: "2026-09-01T10:00:00.000Z",
} satisfies Partial<EventItem>;

const workshop: EventItem = {
  ...base,
  id: "0b7b6a6e-1f0e-4f57-9d0c-3c1c1a1e0001",
  slug: "first-web-page-workshop",
  title: { en: "Build Your First Web Page", fr: "Créez votre première page web" },
  description: { en: "A free half-day workshop for beginners.", fr: "Un atelier gratuit d’une demi-journée." },
  descriptionHtml: html({ en: "A free half-day workshop for beginners.", fr: "Un atelier gratuit d’une demi-journée." }),
  kind: "workshop",
  // 9:00 to 13:00 in Cotonou (UTC+1).
  startsAt: "2026-12-12T08:00:00.000Z",
  endsAt: "2026-12-12T12:00:00.000Z",
  location: { en: "Training center, Cotonou", fr: "Centre de formation, Cotonou" },
  isOnline: false,
  capacity: 30,
  registrationOpen: true,
};

const webinar: EventItem = {
  ...base,
  id: "0b7b6a6e-1f0e-4f57-9d0c-3c1c1a1e0002",
  slug: "mobile-money-webinar",
  title: { en: "Mobile Money for Your Business", fr: "Le mobile money au service de votre activité" },
  description: { en: "An online session for women entrepreneurs.", fr: "Une session en ligne pour les entrepreneures." },
  descriptionHtml: html({ en: "An online session for women entrepreneurs.", fr: "Une session en ligne pour les entrepreneures." }),
  kind: "webinar",
  startsAt: "2027-01-14T17:00:00.000Z",
  endsAt: "2027-01-14T18:30:00.000Z",
  location: { en: "Online", fr: "En ligne" },
  isOnline: true,
  capacity: null,
  registrationOpen: true,
  registrationLink: "https://forms.example.org/mobile-money",
};

const forum: EventItem = {
  ...base,
  id: "0b7b6a6e-1f0e-4f57-9d0c-3c1c1a1e0003",
  slug: "youth-digital-jobs-forum",
  title: { en: "Youth and Digital Jobs Forum", fr: "Forum Jeunesse et métiers du numérique" },
  description: { en: "A day of talks and meetings.", fr: "Une journée de conférences et de rencontres." },
  descriptionHtml: html({ en: "A day of talks and meetings.", fr: "Une journée de conférences et de rencontres." }),
  kind: "forum",
  startsAt: "2027-02-16T08:00:00.000Z",
  endsAt: "2027-02-16T16:00:00.000Z",
  location: { en: "Cotonou, Benin", fr: "Cotonou, Bénin" },
  isOnline: false,
  capacity: 200,
  registrationOpen: false,
};

const conference: EventItem = {
  ...base,
  id: "0b7b6a6e-1f0e-4f57-9d0c-3c1c1a1e0004",
  slug: "women-digital-economy-conference",
  title: { en: "Women in the Digital Economy Conference", fr: "Conférence Femmes et économie numérique" },
  description: { en: "A conference.", fr: "Une conférence." },
  descriptionHtml: html({ en: "A conference.", fr: "Une conférence." }),
  kind: "conference",
  startsAt: "2026-07-18T08:00:00.000Z",
  endsAt: "2026-07-18T15:00:00.000Z",
  location: { en: "Cotonou, Benin", fr: "Cotonou, Bénin" },
  isOnline: false,
  capacity: null,
  registrationOpen: false,
  participants: 150,
  summary: { en: "Three panels and a networking session.", fr: "Trois tables rondes et un temps de réseautage." },
  summaryHtml: html({ en: "Three panels and a networking session.", fr: "Trois tables rondes et un temps de réseautage." }),
};

const bootcamp: EventItem = {
  ...conference,
  id: "0b7b6a6e-1f0e-4f57-9d0c-3c1c1a1e0005",
  slug: "solar-bootcamp",
  title: { en: "Solar Installation Bootcamp", fr: "Bootcamp : installation solaire" },
  kind: "bootcamp",
  startsAt: "2026-03-02T08:00:00.000Z",
  endsAt: "2026-03-04T15:00:00.000Z",
  participants: 80,
  summary: { en: "80 young people completed the three days.", fr: "80 jeunes ont suivi les trois jours." },
  summaryHtml: html({ en: "80 young people completed the three days.", fr: "80 jeunes ont suivi les trois jours." }),
};

const events: EventsResponse = { upcoming: [workshop, webinar, forum], past: [conference, bootcamp] };
const data = { "/api/events": events };

// The page is a lazy chunk: its first load, on a busy machine, can take more than a second.
configure({ asyncUtilTimeout: 5000 });

const card = (title: string) => screen.getByRole("article", { name: title });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the events page", () => {
  it("shows the upcoming events with their date, place, capacity and status", async () => {
    renderApp("/events", { data });
    await screen.findByRole("heading", { level: 1, name: "Events" });
    expect(screen.getByRole("heading", { level: 2, name: "Upcoming events" })).toBeInTheDocument();

    const first = await screen.findByRole("article", { name: "Build Your First Web Page" });
    expect(within(first).getByText("Workshop")).toBeInTheDocument();
    expect(within(first).getByText("Registration Open")).toBeInTheDocument();
    // (The matcher compares texts with their spaces, non-breaking ones included, collapsed.)
    expect(within(first).getByText("Saturday, December 12, 2026 · 9:00 AM – 1:00 PM (WAT)")).toBeInTheDocument();
    expect(within(first).getByText(/9:00\u00a0AM – 1:00\u00a0PM/, { normalizer: (text) => text })).toBeInTheDocument();
    expect(within(first).getByText("Training center, Cotonou")).toBeInTheDocument();
    expect(within(first).getByText("30 participants")).toBeInTheDocument();
    expect(within(first).getByText("A free half-day workshop for beginners.")).toBeInTheDocument();

    const online = card("Mobile Money for Your Business");
    expect(within(online).getByText("Webinar")).toBeInTheDocument();
    expect(within(online).getByText("Online")).toBeInTheDocument();
    expect(within(online).getByText("Unlimited")).toBeInTheDocument();

    expect(within(card("Youth and Digital Jobs Forum")).getByText("200 participants")).toBeInTheDocument();
  });

  it("lets visitors register only when registration is open", async () => {
    renderApp("/events", { data });
    await screen.findByRole("article", { name: "Build Your First Web Page" });

    // No registration link: the visitor writes to the team, the subject names the event.
    const byMessage = within(card("Build Your First Web Page")).getByRole("link", {
      name: "Register for Build Your First Web Page",
    });
    expect(byMessage).toHaveAttribute(
      "href",
      `/contact?subject=${encodeURIComponent("Registration: Build Your First Web Page")}`,
    );

    const external = within(card("Mobile Money for Your Business")).getByRole("link", { name: /^Register/ });
    expect(external).toHaveAttribute("href", "https://forms.example.org/mobile-money");
    expect(external).toHaveAttribute("target", "_blank");
    expect(external).toHaveAccessibleName("Register for Mobile Money for Your Business (opens in a new tab)");

    const forum = card("Youth and Digital Jobs Forum");
    expect(within(forum).getByText("Opening Soon")).toBeInTheDocument();
    const closed = within(forum).getByRole("button", { name: /^Register/ });
    expect(closed).toBeDisabled();
    expect(closed).toHaveAccessibleDescription(/Registration is not open yet/);
    expect(within(forum).queryByRole("link", { name: /^Register/ })).not.toBeInTheDocument();
  });

  it("shows past events with their dates, participants and summary", async () => {
    renderApp("/events", { data });
    const past = await screen.findByRole("heading", { level: 2, name: "Past events" });
    expect(past).toBeInTheDocument();

    const conferenceCard = card("Women in the Digital Economy Conference");
    expect(within(conferenceCard).getByText("July 18, 2026")).toBeInTheDocument();
    expect(within(conferenceCard).getByText("150 participants")).toBeInTheDocument();
    expect(within(conferenceCard).getByText("Three panels and a networking session.")).toBeInTheDocument();
    expect(within(card("Solar Installation Bootcamp")).getByText("March 2, 2026 – March 4, 2026")).toBeInTheDocument();
    expect(within(card("Solar Installation Bootcamp")).getByText("80 participants")).toBeInTheDocument();
  });

  it("shows a description written in Markdown as formatted text, in the language shown", async () => {
    const formatted: EventItem = {
      ...workshop,
      description: { en: "", fr: "Apportez **votre ordinateur**." },
      descriptionHtml: { en: "", fr: "<p>Apportez <strong>votre ordinateur</strong>.</p>\n<blockquote>\n<p>Gratuit</p>\n</blockquote>\n" },
    };
    renderApp("/events", { data: { "/api/events": { upcoming: [formatted], past: [] } } });
    const first = await screen.findByRole("article", { name: "Build Your First Web Page" });
    const bold = within(first).getByText("votre ordinateur");
    expect(bold.tagName).toBe("STRONG");
    expect(first).not.toHaveTextContent("**");
    // The French text stands in for the missing English one, and says it is French.
    expect(bold.closest("[lang]")).toHaveAttribute("lang", "fr");
    expect(within(first).getByText("Gratuit").closest("blockquote")).not.toBeNull();
  });

  it("is in French on /fr/events, dates included", async () => {
    renderApp("/fr/events", { data });
    await screen.findByRole("heading", { level: 1, name: "Événements" });

    const first = await screen.findByRole("article", { name: "Créez votre première page web" });
    expect(within(first).getByText("samedi 12 décembre 2026 · 09:00 – 13:00 (heure de Cotonou)")).toBeInTheDocument();
    expect(within(first).getByText("Atelier")).toBeInTheDocument();
    expect(within(first).getByText("Inscriptions ouvertes")).toBeInTheDocument();
    expect(within(first).getByRole("link", { name: /^S’inscrire/ })).toHaveAttribute(
      "href",
      `/fr/contact?subject=${encodeURIComponent("Inscription\u00a0: Créez votre première page web")}`,
    );

    const online = card("Le mobile money au service de votre activité");
    expect(within(online).getByText("En ligne")).toBeInTheDocument();
    expect(within(online).getByText("Illimité")).toBeInTheDocument();

    const forum = card("Forum Jeunesse et métiers du numérique");
    expect(within(forum).getByText("Bientôt ouvert")).toBeInTheDocument();
    expect(within(forum).getByRole("button", { name: /^S’inscrire/ })).toBeDisabled();

    expect(within(card("Conférence Femmes et économie numérique")).getByText("18 juillet 2026")).toBeInTheDocument();
    expect(within(card("Bootcamp : installation solaire")).getByText("du 2 mars 2026 au 4 mars 2026")).toBeInTheDocument();
  });

  it("says so when there are no events, in both languages", async () => {
    renderApp("/events", { data: { "/api/events": { upcoming: [], past: [] } } });
    expect(await screen.findByText(/No events are scheduled right now/)).toBeInTheDocument();
    expect(screen.getByText("No past events to show yet.")).toBeInTheDocument();
    expect(screen.queryByRole("article")).not.toBeInTheDocument();
  });

  it("says so in French when there are no events", async () => {
    renderApp("/fr/events", { data: { "/api/events": { upcoming: [], past: [] } } });
    expect(await screen.findByText(/Aucun événement n’est programmé pour le moment/)).toBeInTheDocument();
    expect(screen.getByText("Aucun événement passé à afficher pour l’instant.")).toBeInTheDocument();
  });
});

describe("the newsletter subscription", () => {
  const answer = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

  it("posts the e-mail and language, says 'Subscribing...' meanwhile, then confirms", async () => {
    let resolve: (res: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((r) => (resolve = r)));
    vi.stubGlobal("fetch", fetchMock);
    const { user } = renderApp("/events", { data });

    await user.type(await screen.findByLabelText("Email address"), "mariam@example.org");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));

    expect(await screen.findByRole("button", { name: "Subscribing..." })).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/newsletter",
      expect.objectContaining({ method: "POST", body: JSON.stringify({ email: "mariam@example.org", language: "en" }) }),
    );

    resolve(answer(201, { message: "Thank you for subscribing!" }));
    const form = (await screen.findByRole("button", { name: "Subscribe" })).closest("form")!;
    await waitFor(() => expect(within(form).getByRole("status")).toHaveTextContent("Thank you for subscribing!"));
    expect(await screen.findByText("You are subscribed")).toBeInTheDocument();
    expect(screen.getByLabelText("Email address")).toHaveValue("");
  });

  it("tells an address already on the list so, politely", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => answer(200, { message: "This address is already subscribed." })));
    const { user } = renderApp("/events", { data });

    await user.type(await screen.findByLabelText("Email address"), "koffi@example.org");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));

    expect(await screen.findByText("Already subscribed")).toBeInTheDocument();
    expect(screen.getAllByText("This address is already subscribed.").length).toBeGreaterThan(0);
  });

  it("checks the address in the browser first, in the page's language", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const { user } = renderApp("/fr/events", { data });

    await user.type(await screen.findByLabelText("Adresse e-mail"), "pas-une-adresse");
    await user.click(screen.getByRole("button", { name: "S’abonner" }));

    expect(await screen.findByText("Adresse e-mail invalide")).toBeInTheDocument();
    expect(screen.getByLabelText("Adresse e-mail")).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows a failure in a toast and under the form", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => answer(429, { message: "Too many requests. Please wait a moment and try again." })));
    const { user } = renderApp("/events", { data });

    await user.type(await screen.findByLabelText("Email address"), "ama@example.org");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));

    expect(await screen.findByText("Subscription failed")).toBeInTheDocument();
    const form = (await screen.findByRole("button", { name: "Subscribe" })).closest("form")!;
    expect(within(form).getByRole("status")).toHaveTextContent("Too many requests. Please wait a moment and try again.");
  });
});
