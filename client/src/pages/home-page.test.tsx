import { configure, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/test/render";

// The page is a lazy chunk: its first load, on a busy machine, can take more than a second.
configure({ asyncUtilTimeout: 5000 });

const section = (name: string) => screen.getByRole("heading", { level: 2, name }).closest("section")!;

describe("the home page", () => {
  it("opens with the h1, Join Us and Donate, and the hero image loaded first", async () => {
    renderApp("/");
    await screen.findByRole("heading", { level: 1, name: "Skills that open doors for youth and women in West Africa" });
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);

    const main = screen.getByRole("main");
    expect(within(main).getByRole("link", { name: "Join Us" })).toHaveAttribute("href", "/join");
    expect(within(main).getByRole("link", { name: "Donate" })).toHaveAttribute("href", "/donate");

    const hero = screen.getByRole("img", { name: /learning together around laptops/ });
    expect(hero).toHaveAttribute("fetchpriority", "high");
    expect(hero).not.toHaveAttribute("loading");
    expect(hero).toHaveAttribute("width", "1200");
    expect(hero).toHaveAttribute("height", "800");
    expect(hero).toHaveAttribute("sizes");
  });

  it("shows the four pillars with their images, lazily loaded", async () => {
    renderApp("/");
    await screen.findByRole("heading", { level: 2, name: "Our four pillars" });
    const pillars = section("Our four pillars");
    for (const name of ["Digital Literacy", "Financial Literacy", "Digital Jobs", "TVET for Employment"])
      expect(within(pillars).getByRole("heading", { level: 3, name })).toBeInTheDocument();
    const images = within(pillars).getAllByRole("img");
    expect(images).toHaveLength(4);
    for (const image of images) {
      expect(image).toHaveAttribute("loading", "lazy");
      expect(image).toHaveAttribute("width");
      expect(image).toHaveAccessibleName();
    }
    expect(within(pillars).getByRole("link", { name: "Digital literacy programs" })).toHaveAttribute(
      "href",
      "/programs?pillar=digital_literacy",
    );
  });

  it("gives four reasons, four program cards and the impact figures", async () => {
    renderApp("/");
    await screen.findByRole("heading", { level: 2, name: "Why work with us" });
    const why = section("Why work with us");
    for (const name of ["Experienced Leadership", "Evidence-driven Impact", "Inclusive Access", "Global & Local Partnerships"])
      expect(within(why).getByRole("heading", { level: 3, name })).toBeInTheDocument();

    const programs = section("Our programs");
    const cards = [
      ["Code for Change", "/programs/code-for-change"],
      ["SheLeads Finance", "/programs/sheleads-finance"],
      ["Future Work Academy", "/programs/future-work-academy"],
      ["Skills for Jobs", "/programs/skills-for-green-jobs"],
    ] as const;
    for (const [title, href] of cards) {
      expect(within(programs).getByRole("heading", { level: 3, name: title })).toBeInTheDocument();
      expect(within(programs).getByRole("link", { name: `Learn more about ${title}` })).toHaveAttribute("href", href);
    }
    for (const image of within(programs).getAllByRole("img")) expect(image).toHaveAttribute("loading", "lazy");

    const impact = section("Our impact");
    for (const [value, label] of [
      ["2,500+", "lives impacted"],
      ["85%", "job placement within six months"],
      ["12", "countries reached"],
      ["150+", "partners"],
    ] as const) {
      expect(within(impact).getByText(value)).toBeInTheDocument();
      expect(within(impact).getByText(label)).toBeInTheDocument();
    }

    const cta = section("Be part of the change");
    expect(within(cta).getByRole("link", { name: "Join the community" })).toHaveAttribute("href", "/join");
    expect(within(cta).getByRole("link", { name: "Make a donation" })).toHaveAttribute("href", "/donate");
  });

  it("is in French on /fr/, figures written the French way", async () => {
    renderApp("/fr/");
    await screen.findByRole("heading", { level: 2, name: "Nos quatre piliers" });
    const pillars = section("Nos quatre piliers");
    for (const name of ["Alphabétisation numérique", "Éducation financière", "Métiers du numérique", "EFTP pour l’emploi"])
      expect(within(pillars).getByRole("heading", { level: 3, name })).toBeInTheDocument();

    const impact = section("Notre impact");
    const figures = within(impact)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(figures).toEqual([
      "2\u00a0500+ vies transformées",
      "85\u00a0% d’insertion professionnelle en six mois",
      "12 pays",
      "150+ partenaires",
    ]);
    expect(within(impact).getByText("vies transformées")).toBeInTheDocument();
    expect(within(impact).getByText("d’insertion professionnelle en six mois")).toBeInTheDocument();

    expect(screen.getByRole("img", { name: /Des jeunes femmes et hommes apprennent ensemble/ })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "En savoir plus sur Code for Change" })).toHaveAttribute(
      "href",
      "/fr/programs/code-for-change",
    );
    expect(screen.getByRole("link", { name: "Rejoindre la communauté" })).toHaveAttribute("href", "/fr/join");
  });
});
