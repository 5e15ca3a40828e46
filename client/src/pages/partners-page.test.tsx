import { configure, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/test/render";

// The page is a lazy chunk: its first load, on a busy machine, can take more than a second.
configure({ asyncUtilTimeout: 5000 });

describe("the partners page", () => {
  it("says it is coming soon, lists the three kinds of partners and leads to the contact page", async () => {
    renderApp("/partners");
    await screen.findByRole("heading", { level: 1, name: "Our partners" });
    expect(screen.getByText("Coming soon")).toBeInTheDocument();

    for (const [name, text] of [
      ["Academic", "Universities and research institutions"],
      ["Corporate", "Companies and organizations"],
      ["Community", "NGOs and local organizations"],
    ] as const) {
      expect(screen.getByRole("heading", { level: 3, name })).toBeInTheDocument();
      expect(screen.getByText(text)).toBeInTheDocument();
    }

    const invitation = screen.getByRole("heading", { level: 2, name: "Interested in partnering with us?" }).closest("section")!;
    expect(within(invitation).getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  });

  it("is in French on /fr/partners", async () => {
    renderApp("/fr/partners");
    await screen.findByRole("heading", { level: 1, name: "Nos partenaires" });
    expect(screen.getByText("Bientôt disponible")).toBeInTheDocument();
    for (const name of ["Académiques", "Entreprises", "Communautaires"])
      expect(screen.getByRole("heading", { level: 3, name })).toBeInTheDocument();
    const invitation = screen.getByRole("heading", { level: 2, name: "Vous souhaitez devenir partenaire\u00a0?" }).closest("section")!;
    expect(within(invitation).getByRole("link")).toHaveAttribute("href", "/fr/contact");
  });
});
