import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp, type RenderAppResult } from "@/test/render";

// Testing Library compares visible text with its white space collapsed: a non-breaking space
// (French typography) reads as a space there.

const main = () => screen.getByRole("main");

/** Presses Tab until `target` has the focus, as a keyboard user would reach it. */
async function tabTo(user: RenderAppResult["user"], target: HTMLElement) {
  for (let i = 0; i < 80 && document.activeElement !== target; i++) await user.tab();
  expect(target).toHaveFocus();
}

describe("the statutes page in English", () => {
  it("shows the four key governance points, each with a View Citation button", async () => {
    renderApp("/statutes");
    expect(await screen.findByRole("heading", { level: 1, name: "Statutes and governance" })).toBeInTheDocument();

    const points = within(main()).getAllByRole("heading", { level: 3 }).map((h) => h.textContent);
    expect(points).toEqual(
      expect.arrayContaining(["General Assembly", "Board of Directors", "Membership categories and dues", "Transparency and audit"]),
    );
    const buttons = within(main()).getAllByRole("button", { name: /^View Citation/ });
    expect(buttons).toHaveLength(4);
    expect(buttons[0]).toHaveAccessibleName("View Citation — General Assembly");
  });

  it("shows the next AGM", async () => {
    renderApp("/statutes");
    expect(await screen.findByText("Next AGM: January 2026")).toBeInTheDocument();
  });

  it("opens the citation of a point when its button gets the keyboard focus", async () => {
    const { user } = renderApp("/statutes");
    const button = await screen.findByRole("button", { name: "View Citation — General Assembly" });
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();

    await tabTo(user, button);
    const tooltip = await screen.findByRole("tooltip");
    expect(tooltip).toHaveTextContent(/^“Article 15 — The Ordinary General Assembly meets at least once a year, in the month of January/);
    expect(button).toHaveAccessibleDescription(tooltip.textContent ?? "");

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
  });

  it("opens a citation when the pointer rests on its button for 700 ms", async () => {
    const { user } = renderApp("/statutes");
    const button = await screen.findByRole("button", { name: "View Citation — Board of Directors" });
    const start = performance.now();
    await user.hover(button);
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
    expect(await screen.findByRole("tooltip", {}, { timeout: 2000 })).toHaveTextContent(/^“Article 18 — The Foundation is managed by a Board of Directors/);
    expect(performance.now() - start).toBeGreaterThanOrEqual(650);
  });

  it("opens a citation on a tap or click too, since touch screens cannot hover", async () => {
    const { user } = renderApp("/statutes");
    await user.click(await screen.findByRole("button", { name: "View Citation — Membership categories and dues" }));
    expect(await screen.findByRole("tooltip")).toHaveTextContent("Article 10 — Dues are payable by 5 January of each year at the latest.");
  });

  it("links the statutes and internal regulations as PDF files opening in a new tab", async () => {
    renderApp("/statutes");
    const statutes = await screen.findByRole("link", { name: "Open the PDF — Statutes (opens in a new tab)" });
    expect(statutes).toHaveAttribute("href", "/documents/statutes.pdf");
    expect(statutes).toHaveAttribute("target", "_blank");
    expect(statutes).toHaveAttribute("rel", expect.stringContaining("noopener"));

    const regulations = screen.getByRole("link", { name: "Open the PDF — Internal regulations (opens in a new tab)" });
    expect(regulations).toHaveAttribute("href", "/documents/internal-regulations.pdf");
    expect(regulations).toHaveAttribute("target", "_blank");

    expect(screen.getByText(/PDF, 32 pages, \d+ KB/)).toHaveTextContent("French / English");
    expect(screen.getByText(/PDF, 18 pages, \d+ KB/)).toHaveTextContent("French / English");
  });
});

describe("the statutes page in French", () => {
  it("shows the points, the next AGM and the documents in French", async () => {
    renderApp("/fr/statutes");
    expect(await screen.findByRole("heading", { level: 1, name: "Statuts et gouvernance" })).toBeInTheDocument();
    expect(screen.getByText("Prochaine AG : janvier 2026")).toBeInTheDocument();
    expect(within(main()).getAllByRole("button", { name: /^Voir la citation/ })).toHaveLength(4);
    expect(screen.getByRole("heading", { level: 3, name: "Conseil d’administration" })).toBeInTheDocument();

    const statutes = screen.getByRole("link", { name: "Ouvrir le PDF — Statuts (s’ouvre dans un nouvel onglet)" });
    expect(statutes).toHaveAttribute("href", "/documents/statutes.pdf");
    expect(statutes).toHaveAttribute("target", "_blank");
    expect(screen.getByRole("link", { name: "Ouvrir le PDF — Règlement intérieur (s’ouvre dans un nouvel onglet)" })).toHaveAttribute(
      "href",
      "/documents/internal-regulations.pdf",
    );
    expect(screen.getByText(/PDF, 32\spages, \d+\sKo/)).toHaveTextContent("Français / Anglais");
  });

  it("quotes the French article on keyboard focus", async () => {
    const { user } = renderApp("/fr/statutes");
    const button = await screen.findByRole("button", { name: "Voir la citation — Conseil d’administration" });
    await tabTo(user, button);
    expect(await screen.findByRole("tooltip")).toHaveTextContent(
      /^«\sArticle 18 — La Fondation est administrée par un Conseil d’administration de sept à onze membres/,
    );
  });
});
