import { configure, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/test/render";

// The page is a lazy chunk: its first load, on a busy machine, can take more than a second.
configure({ asyncUtilTimeout: 5000 });

const section = (name: string) => screen.getByRole("heading", { level: 2, name }).closest("section")!;

describe("the about page", () => {
  it("presents the foundation, its founder's message, its governance and three figures", async () => {
    renderApp("/about");
    await screen.findByRole("heading", { level: 1, name: "About the foundation" });

    const founder = section("A message from our founder");
    const portrait = within(founder).getByRole("img", { name: "Portrait of the foundation’s founder" });
    expect(portrait).toHaveAttribute("loading", "lazy");
    expect(portrait).toHaveAttribute("width", "400");
    expect(within(founder).getByText("Founder and President")).toBeInTheDocument();

    expect(within(section("Governance")).getByRole("link", { name: /statutes/ })).toHaveAttribute("href", "/statutes");

    const figures = section("In figures");
    for (const [value, label] of [
      ["10+", "years of experience"],
      ["50+", "strategic partnerships"],
      ["25+", "communities served across West Africa"],
    ] as const) {
      expect(within(figures).getByText(value)).toBeInTheDocument();
      expect(within(figures).getByText(label)).toBeInTheDocument();
    }
  });

  it("is in French on /fr/about", async () => {
    renderApp("/fr/about");
    await screen.findByRole("heading", { level: 1, name: "À propos de la fondation" });
    expect(within(section("Le mot de la fondatrice")).getByText("Fondatrice et présidente")).toBeInTheDocument();
    expect(within(section("Gouvernance")).getByRole("link", { name: /statuts/ })).toHaveAttribute("href", "/fr/statutes");
    expect(within(section("En chiffres")).getByText("communautés accompagnées en Afrique de l’Ouest")).toBeInTheDocument();
  });
});
