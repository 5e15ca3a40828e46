import { configure, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ProgramDetail } from "@shared/api-types";
import { apiPaths } from "@shared/paths";
import { renderApp } from "@/test/render";

// Pages are lazy chunks: the first one of a file may take a moment on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const program: ProgramDetail = {
  id: "7c1f7f4e-4b43-4d57-a1d6-9d4f7f0e0a11",
  slug: "skills-for-green-jobs",
  pillar: "tvet",
  title: { en: "Skills for Jobs", fr: "Des compétences pour l’emploi" },
  summary: { en: "Hands-on training in solar installation.", fr: "Une formation pratique à l’installation solaire." },
  content: {
    en: "Six months of training in workshops.\n\n## What you will learn\n\n- Solar installation\n- Electrical safety",
    fr: "Six mois de formation en atelier.\n\n## Ce que vous apprendrez\n\n- Installation solaire\n- Sécurité électrique",
  },
  contentHtml: {
    en: "<p>Six months of training in workshops.</p>\n<h2>What you will learn</h2>\n<ul>\n<li>Solar installation</li>\n<li>Electrical safety</li>\n</ul>\n",
    fr: "<p>Six mois de formation en atelier.</p>\n<h2>Ce que vous apprendrez</h2>\n<ul>\n<li>Installation solaire</li>\n<li>Sécurité électrique</li>\n</ul>\n",
  },
  eligibility: { en: "Open to young people aged 18 to 30.", fr: "Ouvert aux jeunes de 18 à 30 ans." },
  eligibilityHtml: { en: "<p>Open to young people aged 18 to 30.</p>\n", fr: "<p>Ouvert aux jeunes de 18 à 30 ans.</p>\n" },
  applyLink: "https://apply.example.org/skills-for-jobs",
  heroImage: null,
  heroImageId: null,
  heroAlt: null,
  hero: null,
  published: true,
  sortOrder: 1,
  version: 1,
  createdAt: "2026-01-05T10:00:00.000Z",
  updatedAt: "2026-01-05T10:00:00.000Z",
};

const render = (path: string, data: ProgramDetail = program) => renderApp(path, { data: { [apiPaths.program(data.slug)]: data } });

describe("a program's page", () => {
  it("shows the pillar, title, summary, image, content and eligibility", async () => {
    render("/programs/skills-for-green-jobs");

    expect(await screen.findByRole("heading", { level: 1, name: "Skills for Jobs" })).toBeInTheDocument();
    expect(screen.getByText("TVET for Employment")).toBeInTheDocument();
    expect(screen.getByText("Hands-on training in solar installation.")).toBeInTheDocument();
    const image = screen.getByRole("img", { name: "Trainees wiring a solar installation in a workshop" });
    expect(image).toHaveAttribute("width", "800");
    expect(image).toHaveAttribute("height", "450");
    expect(screen.getByRole("heading", { level: 2, name: "What you will learn" })).toBeInTheDocument();
    const eligibility = screen.getByRole("region", { name: "Who can apply" });
    expect(eligibility).toHaveTextContent("Open to young people aged 18 to 30.");
  });

  it("offers Apply in a new tab, joining, donating, a question and the way back", async () => {
    render("/programs/skills-for-green-jobs");
    await screen.findByRole("heading", { level: 1, name: "Skills for Jobs" });

    const apply = screen.getAllByRole("link", { name: "Apply now (opens in a new tab)" });
    expect(apply.length).toBeGreaterThan(0);
    for (const link of apply) {
      expect(link).toHaveAttribute("href", "https://apply.example.org/skills-for-jobs");
      expect(link).toHaveAttribute("target", "_blank");
    }
    const support = screen.getByRole("region", { name: "Support this program" });
    expect(within(support).getByRole("link", { name: "Become a member" })).toHaveAttribute("href", "/join");
    expect(within(support).getByRole("link", { name: "Make a donation" })).toHaveAttribute("href", "/donate");
    const questions = screen.getByRole("region", { name: "Questions about this program?" });
    expect(within(questions).getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
    expect(screen.getAllByRole("link", { name: "Back to programs" })[0]).toHaveAttribute("href", "/programs");
  });

  it("has no Apply and no eligibility box when the program has neither", async () => {
    render("/programs/skills-for-green-jobs", { ...program, applyLink: null, eligibility: null, eligibilityHtml: null });
    await screen.findByRole("heading", { level: 1, name: "Skills for Jobs" });

    expect(screen.queryByRole("link", { name: /Apply/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Who can apply" })).not.toBeInTheDocument();
  });

  it("is in French under /fr", async () => {
    render("/fr/programs/skills-for-green-jobs");

    expect(await screen.findByRole("heading", { level: 1, name: "Des compétences pour l’emploi" })).toBeInTheDocument();
    expect(screen.getByText("EFTP pour l’emploi")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Qui peut postuler\u00a0?" })).toHaveTextContent("Ouvert aux jeunes de 18 à 30 ans.");
    expect(screen.getAllByRole("link", { name: "Postuler maintenant (s’ouvre dans un nouvel onglet)" })[0]).toHaveAttribute(
      "target",
      "_blank",
    );
    const support = screen.getByRole("region", { name: "Soutenir ce programme" });
    expect(within(support).getByRole("link", { name: "Faire un don" })).toHaveAttribute("href", "/fr/donate");
    expect(screen.getAllByRole("link", { name: "Retour aux programmes" })[0]).toHaveAttribute("href", "/fr/programs");
  });

  it("shows the not-found page for an unknown program", async () => {
    renderApp("/programs/no-such-program");

    expect(await screen.findByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeInTheDocument();
  });
});
