import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { defaultDuesAmounts } from "@shared/money";
import { apiPaths } from "@shared/paths";
import { renderApp, type RenderAppResult } from "@/test/render";

// Testing Library compares visible text with its white space collapsed: a non-breaking space
// (French typography) reads as a space there.

const main = () => screen.getByRole("main");

/**
 * A 'View Citation' button, looked up afresh: the buttons are replaced by the tooltips' own once
 * their code has loaded (on the first interaction), so an element found before may be gone.
 */
const citationButton = (name: string) => within(main()).getByRole("button", { name });

/** Presses Tab until the button named `name` has the focus, as a keyboard user would reach it. */
async function tabTo(user: RenderAppResult["user"], name: string) {
  for (let i = 0; i < 80 && document.activeElement !== citationButton(name); i++) await user.tab();
  expect(citationButton(name)).toHaveFocus();
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the statutes page in English", () => {
  it("shows the four key governance points, each with a View Citation button", async () => {
    renderApp("/statutes");
    // The file's first render also loads the page's code: more time than the default second.
    expect(await screen.findByRole("heading", { level: 1, name: "Statutes and governance" }, { timeout: 3000 })).toBeInTheDocument();

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

  it("shows the next AGM the administrators set, with its day once fixed", async () => {
    renderApp("/statutes", { data: { [apiPaths.siteSettings]: { dues: defaultDuesAmounts, nextAgm: "2027-01-16" } } });
    expect(await screen.findByText("Next AGM: January 16, 2027")).toBeInTheDocument();
  });

  it("opens the citation of a point when its button gets the keyboard focus, and closes it on Escape", async () => {
    const { user } = renderApp("/statutes");
    await screen.findByRole("button", { name: "View Citation — General Assembly" });
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();

    // The first focus also loads the tooltips' code: the citation opens without a second focus.
    await tabTo(user, "View Citation — General Assembly");
    const tooltip = await screen.findByRole("tooltip");
    expect(tooltip).toHaveTextContent(/^“Article 15 — The Ordinary General Assembly meets at least once a year, in the month of January/);
    const button = citationButton("View Citation — General Assembly");
    expect(button).toHaveFocus();
    expect(button).toHaveAccessibleDescription(tooltip.textContent ?? "");

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
    expect(button).not.toHaveAccessibleDescription();
    expect(button).toHaveFocus();
  });

  it("moves the open citation along with the keyboard focus", async () => {
    const { user } = renderApp("/statutes");
    await screen.findByRole("button", { name: "View Citation — General Assembly" });
    await tabTo(user, "View Citation — General Assembly");
    expect(await screen.findByRole("tooltip")).toHaveTextContent(/Article 15/);

    await user.tab();
    expect(citationButton("View Citation — Board of Directors")).toHaveFocus();
    const tooltip = await screen.findByRole("tooltip");
    expect(tooltip).toHaveTextContent(/^“Article 18 — The Foundation is managed by a Board of Directors/);
    expect(screen.getAllByRole("tooltip")).toHaveLength(1);
    expect(citationButton("View Citation — Board of Directors")).toHaveAccessibleDescription(tooltip.textContent ?? "");
  });

  it("closes and reopens the citation with Enter, as a click does", async () => {
    const { user } = renderApp("/statutes");
    await screen.findByRole("button", { name: "View Citation — General Assembly" });
    await tabTo(user, "View Citation — General Assembly");
    expect(await screen.findByRole("tooltip")).toHaveTextContent(/Article 15/);

    await user.keyboard("{Enter}");
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("tooltip")).toHaveTextContent(/Article 15/);
  });

  it("opens a citation when the pointer rests on its button for 700 ms", async () => {
    const { user } = renderApp("/statutes");
    const button = await screen.findByRole("button", { name: "View Citation — Board of Directors" });
    const start = performance.now();
    await user.hover(button);
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
    await wait(400);
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
    expect(await screen.findByRole("tooltip", {}, { timeout: 2000 })).toHaveTextContent(/^“Article 18 — The Foundation is managed by a Board of Directors/);
    expect(performance.now() - start).toBeGreaterThanOrEqual(650);
    expect(citationButton("View Citation — Board of Directors")).toHaveAccessibleDescription(/^“Article 18/);
  });

  it.each([0, 300])("does not open a citation when the pointer moves off its button after %i ms", async (ms) => {
    const { user } = renderApp("/statutes");
    await user.hover(await screen.findByRole("button", { name: "View Citation — Board of Directors" }));
    await wait(ms);
    await user.hover(within(main()).getByRole("heading", { level: 3, name: "Board of Directors" }));
    await wait(1000 - ms);
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
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
    expect(await screen.findByText("Prochaine AG : janvier 2026")).toBeInTheDocument();
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
    await screen.findByRole("button", { name: "Voir la citation — Conseil d’administration" });
    await tabTo(user, "Voir la citation — Conseil d’administration");
    expect(await screen.findByRole("tooltip")).toHaveTextContent(
      /^«\sArticle 18 — La Fondation est administrée par un Conseil d’administration de sept à onze membres/,
    );
  });
});
