import { configure, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ArticleDetail, ArticleSummary } from "@shared/api-types";
import { apiPaths } from "@shared/paths";
import { renderApp } from "@/test/render";

// Pages are lazy chunks: the first one of a file may take a moment on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const article: ArticleDetail = {
  id: "0b8e2c55-3f0e-4c8e-9d7e-1f1d6a1b2c3d",
  slug: "mobile-money-womens-savings-groups-benin",
  title: {
    en: "Mobile Money and Women’s Savings Groups: What We Learned in Cotonou",
    fr: "Mobile money et tontines de femmes\u00a0: ce que nous avons appris à Cotonou",
  },
  excerpt: {
    en: "For nine months, we followed 18 women’s savings groups.",
    fr: "Pendant neuf mois, nous avons suivi 18 tontines de femmes.",
  },
  content: {
    en: "Tontines are at the heart of women’s financial lives.\n\n## What changed for the groups\n\nContributions moved to mobile money.",
    fr: "Les tontines sont au cœur de la vie financière des femmes.\n\n## Ce qui a changé pour les groupes\n\nLes cotisations passent au mobile money.",
  },
  contentHtml: {
    en: "<p>Tontines are at the heart of women’s financial lives.</p>\n<h2>What changed for the groups</h2>\n<p>Contributions moved to mobile money.</p>\n",
    fr: "<p>Les tontines sont au cœur de la vie financière des femmes.</p>\n<h2>Ce qui a changé pour les groupes</h2>\n<p>Les cotisations passent au mobile money.</p>\n",
  },
  author: "Research & Learning Team",
  publishDate: "2025-09-18",
  tags: ["fintech", "women", "savings", "benin"],
  published: true,
  heroImageId: null,
  heroAlt: null,
  hero: null,
  version: 1,
  createdAt: "2025-09-18T08:00:00.000Z",
  updatedAt: "2025-09-18T08:00:00.000Z",
};
const { content: _content, contentHtml: _contentHtml, ...summary } = article;
const articles: ArticleSummary[] = [summary];

const section = (name: string) => screen.getByRole("region", { name });

describe("the research page", () => {
  it("shows the five research areas with their publication counts", async () => {
    renderApp("/research", { data: { [apiPaths.articles]: articles } });

    expect(await screen.findByRole("heading", { level: 1, name: "Research and learning" })).toBeInTheDocument();
    const areas = within(section("Research areas")).getAllByRole("listitem");
    expect(areas.map((area) => [within(area).getByRole("heading", { level: 3 }).textContent, area.lastElementChild?.textContent])).toEqual([
      ["Digital inclusion", "8 publications"],
      ["Women’s financial empowerment", "6 publications"],
      ["Youth employment and digital jobs", "5 publications"],
      ["TVET and green skills", "4 publications"],
      ["Education technology", "3 publications"],
    ]);
  });

  it("shows the five recent studies with year, type and a Published or Ongoing badge", async () => {
    renderApp("/research");

    await screen.findByRole("heading", { level: 2, name: "Recent studies" });
    const studies = within(section("Recent studies")).getAllByRole("listitem");
    expect(studies).toHaveLength(5);
    const first = studies[0]!;
    expect(within(first).getByRole("heading", { level: 3 })).toHaveTextContent("Code for Change: a two-year impact evaluation");
    expect(first).toHaveTextContent("2025");
    expect(first).toHaveTextContent("Impact evaluation");
    expect(first).toHaveTextContent("500 beneficiaries over 2 years");
    expect(within(first).getByText("Ongoing")).toHaveAttribute("data-status", "ongoing");

    const badges = studies.map((study) => within(study).getByText(/^(Published|Ongoing)$/));
    expect(badges.map((badge) => badge.textContent)).toEqual(["Ongoing", "Published", "Published", "Published", "Ongoing"]);
    expect(badges[1]!.className).not.toBe(badges[0]!.className);
    expect(studies.map((study) => study.textContent)).toEqual([
      expect.stringContaining("Impact evaluation"),
      expect.stringContaining("Survey"),
      expect.stringContaining("Case study"),
      expect.stringContaining("Policy brief"),
      expect.stringContaining("Baseline study"),
    ]);
    expect(studies[4]).toHaveTextContent("1,000 women");
  });

  it("lists the published articles with date, author, excerpt and at most 3 tags", async () => {
    renderApp("/research", { data: { [apiPaths.articles]: articles } });

    const link = await screen.findByRole("link", { name: article.title.en });
    expect(link).toHaveAttribute("href", "/research/mobile-money-womens-savings-groups-benin");
    const card = link.closest("article")!;
    expect(within(card).getByText("September 18, 2025")).toHaveAttribute("datetime", "2025-09-18");
    expect(card).toHaveTextContent("By Research & Learning Team");
    expect(card).toHaveTextContent(article.excerpt.en);
    expect(within(within(card).getByRole("list", { name: "Tags" })).getAllByRole("listitem").map((tag) => tag.textContent)).toEqual([
      "fintech",
      "women",
      "savings",
    ]);
  });

  it("says when no article has been published yet", async () => {
    renderApp("/research");

    expect(await screen.findByText("No articles have been published yet.")).toBeInTheDocument();
  });

  it("leads Partner with Us and Contact Us to the contact form", async () => {
    renderApp("/research");

    const partner = await screen.findByRole("link", { name: "Partner with Us" });
    expect(partner).toHaveAttribute("href", "/contact?subject=Research%20partnership");
    expect(screen.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  });

  it("is in French under /fr: areas, studies with Publié / En cours, French dates", async () => {
    renderApp("/fr/research", { data: { [apiPaths.articles]: articles } });

    await screen.findByRole("heading", { level: 2, name: "Nos axes de recherche" });
    const areas = within(section("Nos axes de recherche")).getAllByRole("listitem");
    expect(areas[0]).toHaveTextContent("Inclusion numérique");
    expect(areas[0]).toHaveTextContent("8 publications");
    expect(areas[4]).toHaveTextContent("3 publications");

    const studies = within(section("Études récentes")).getAllByRole("listitem");
    expect(studies.map((study) => within(study).getByText(/^(Publié|En cours)$/).textContent)).toEqual([
      "En cours",
      "Publié",
      "Publié",
      "Publié",
      "En cours",
    ]);
    expect(studies[0]).toHaveTextContent("Évaluation d’impact");
    expect(studies[0]).toHaveTextContent("500 bénéficiaires pendant 2 ans");
    expect(studies[4]).toHaveTextContent("1 000 femmes");
    expect(studies[4]!.textContent).toContain("1\u00a0000 femmes");

    const card = (await screen.findByRole("link", { name: article.title.fr })).closest("article")!;
    expect(within(card).getByText("18 septembre 2025")).toBeInTheDocument();
    expect(card).toHaveTextContent("Par Research & Learning Team");
    expect(screen.getByRole("link", { name: "Devenir partenaire" })).toHaveAttribute(
      "href",
      "/fr/contact?subject=Partenariat%20de%20recherche",
    );
  });
});

describe("a research article's page", () => {
  it("shows the title, date, author, tags, excerpt and content, with a way back", async () => {
    renderApp(`/research/${article.slug}`, { data: { [apiPaths.article(article.slug)]: article } });

    expect(await screen.findByRole("heading", { level: 1, name: article.title.en })).toBeInTheDocument();
    expect(screen.getByText("September 18, 2025")).toHaveAttribute("datetime", "2025-09-18");
    expect(screen.getByText("By Research & Learning Team")).toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: "Tags" })).getAllByRole("listitem")).toHaveLength(4);
    expect(screen.getByText(article.excerpt.en)).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "What changed for the groups" })).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "Back to research" })[0]).toHaveAttribute("href", "/research");
  });

  it("is in French under /fr", async () => {
    renderApp(`/fr/research/${article.slug}`, { data: { [apiPaths.article(article.slug)]: article } });

    expect(await screen.findByRole("heading", { level: 1, name: article.title.fr })).toBeInTheDocument();
    expect(screen.getByText("18 septembre 2025")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Ce qui a changé pour les groupes" })).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "Retour à la recherche" })[0]).toHaveAttribute("href", "/fr/research");
  });

  it("shows the not-found page for an unknown article", async () => {
    renderApp("/research/no-such-article");

    expect(await screen.findByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeInTheDocument();
  });
});
