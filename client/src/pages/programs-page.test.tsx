import { configure, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ProgramSummary } from "@shared/api-types";
import { apiPaths } from "@shared/paths";
import { renderApp } from "@/test/render";

// Pages are lazy chunks: the first one of a file may take a moment on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const program = (overrides: Partial<ProgramSummary> & Pick<ProgramSummary, "slug" | "pillar">): ProgramSummary => ({
  id: `id-${overrides.slug}`,
  title: { en: overrides.slug, fr: overrides.slug },
  summary: { en: "A summary.", fr: "Un résumé." },
  applyLink: null,
  heroImage: null,
  heroImageId: null,
  heroAlt: null,
  hero: null,
  published: true,
  ...overrides,
});

const programs: ProgramSummary[] = [
  program({
    slug: "code-for-change",
    pillar: "digital_literacy",
    title: { en: "Code for Change", fr: "Code for Change" },
    summary: { en: "A free 12-week course in digital skills and web development.", fr: "Un parcours gratuit de 12 semaines." },
    applyLink: "https://apply.example.org/code-for-change",
  }),
  program({
    slug: "sheleads-finance",
    pillar: "financial_literacy",
    title: { en: "SheLeads Finance", fr: "SheLeads Finance" },
  }),
  program({
    slug: "skills-for-green-jobs",
    pillar: "tvet",
    title: { en: "Skills for Jobs", fr: "Des compétences pour l’emploi" },
  }),
];

const render = (path: string, list: ProgramSummary[] = programs) => renderApp(path, { data: { [apiPaths.programs]: list } });
const cardTitles = () => within(screen.getByRole("main")).queryAllByRole("heading", { level: 2 }).map((h) => h.textContent);
const filter = (name = "Filter programs by pillar") => screen.getByRole("navigation", { name });

describe("the programs page", () => {
  it("shows every program by default, with All as the current filter", async () => {
    render("/programs");

    expect(await screen.findByRole("heading", { level: 1, name: "Our programs" })).toBeInTheDocument();
    await screen.findByRole("heading", { level: 2, name: "Code for Change" });
    expect(cardTitles()).toEqual(["Code for Change", "SheLeads Finance", "Skills for Jobs"]);
    const links = within(filter()).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      "All",
      "Digital Literacy",
      "Financial Literacy",
      "Digital Jobs",
      "TVET for Employment",
    ]);
    expect(within(filter()).getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "true");
    expect(within(filter()).getByRole("link", { name: "TVET for Employment" })).toHaveAttribute("href", "/programs?pillar=tvet");
  });

  it("reads the filter from the address: ?pillar=tvet shows only the TVET program", async () => {
    render("/programs?pillar=tvet");

    expect(await screen.findByRole("heading", { level: 2, name: "Skills for Jobs" })).toBeInTheDocument();
    expect(cardTitles()).toEqual(["Skills for Jobs"]);
    expect(within(filter()).getByRole("link", { name: "TVET for Employment" })).toHaveAttribute("aria-current", "true");
    expect(within(filter()).getByRole("link", { name: "All" })).not.toHaveAttribute("aria-current");
  });

  it("says so when no program matches the filter", async () => {
    render("/programs?pillar=digital_jobs");

    expect(await screen.findByText("No programs found for the selected filter.")).toBeInTheDocument();
    expect(cardTitles()).toEqual([]);
    expect(screen.getByRole("link", { name: "Show all programs" })).toHaveAttribute("href", "/programs");
  });

  it("shows every program for an unknown pillar", async () => {
    render("/programs?pillar=cooking");

    await screen.findByRole("heading", { level: 2, name: "Code for Change" });
    expect(cardTitles()).toHaveLength(3);
    expect(within(filter()).getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "true");
  });

  it("filters when a pillar is chosen, and the address follows", async () => {
    const { user } = render("/programs");
    await screen.findByRole("heading", { level: 2, name: "Code for Change" });

    await user.click(within(filter()).getByRole("link", { name: "Financial Literacy" }));

    expect(window.location.search).toBe("?pillar=financial_literacy");
    expect(cardTitles()).toEqual(["SheLeads Finance"]);
  });

  it("shows a card's image, pillar, Learn more and, only with an apply link, Apply in a new tab", async () => {
    render("/programs");

    const card = (await screen.findByRole("heading", { level: 2, name: "Code for Change" })).closest("article")!;
    const image = within(card).getByRole("img");
    expect(image).toHaveAttribute("src", "/images/programs/code-for-change.svg");
    expect(image).toHaveAttribute("width", "800");
    expect(image).toHaveAttribute("height", "450");
    expect(within(card).getByText("Digital Literacy")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Learn more about Code for Change" })).toHaveAttribute(
      "href",
      "/programs/code-for-change",
    );
    const apply = within(card).getByRole("link", { name: /^Apply to Code for Change/ });
    expect(apply).toHaveAttribute("href", "https://apply.example.org/code-for-change");
    expect(apply).toHaveAttribute("target", "_blank");

    const other = screen.getByRole("heading", { level: 2, name: "SheLeads Finance" }).closest("article")!;
    expect(within(other).queryByRole("link", { name: /Apply/ })).not.toBeInTheDocument();
    expect(within(other).getByRole("img")).toHaveAttribute("loading", "lazy");
    expect(screen.getAllByRole("link", { name: /Apply/ })).toHaveLength(1);
  });

  it("uses the default image for a program without its own", async () => {
    render("/programs", [program({ slug: "night-school", pillar: "digital_jobs", title: { en: "Night School", fr: "Cours du soir" } })]);

    const card = (await screen.findByRole("heading", { level: 2, name: "Night School" })).closest("article")!;
    expect(within(card).getByRole("img")).toHaveAttribute("src", "/images/programs/default.svg");
  });

  it("is in French under /fr, with French filters and buttons", async () => {
    render("/fr/programs?pillar=tvet");

    expect(await screen.findByRole("heading", { level: 2, name: "Des compétences pour l’emploi" })).toBeInTheDocument();
    const nav = filter("Filtrer les programmes par pilier");
    expect(within(nav).getAllByRole("link").map((link) => link.textContent)).toEqual([
      "Tous",
      "Alphabétisation numérique",
      "Éducation financière",
      "Métiers du numérique",
      "EFTP pour l’emploi",
    ]);
    expect(within(nav).getByRole("link", { name: "EFTP pour l’emploi" })).toHaveAttribute("href", "/fr/programs?pillar=tvet");
    expect(screen.getByRole("link", { name: "En savoir plus sur Des compétences pour l’emploi" })).toHaveAttribute(
      "href",
      "/fr/programs/skills-for-green-jobs",
    );
  });

  it("says in French when no program matches", async () => {
    render("/fr/programs?pillar=digital_jobs");

    expect(await screen.findByText("Aucun programme ne correspond au filtre sélectionné.")).toBeInTheDocument();
  });

  it("shows Postuler in French only for a program with an apply link", async () => {
    render("/fr/programs");

    await screen.findByRole("heading", { level: 2, name: "Code for Change" });
    expect(screen.getAllByRole("link", { name: /^Postuler/ })).toHaveLength(1);
  });
});
