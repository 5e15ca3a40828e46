import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/test/render";

const header = () => screen.getByRole("banner");
const mainNav = (name = "Main navigation") => within(header()).getByRole("navigation", { name });
const current = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole("link")
    .filter((link) => link.getAttribute("aria-current") === "page")
    .map((link) => link.textContent);

describe("the header", () => {
  it("marks About as the current page on /about, and not Home", async () => {
    renderApp("/about");
    await screen.findByRole("heading", { level: 1, name: "About the foundation" });

    const nav = mainNav();
    expect(within(nav).getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
    expect(current(nav)).toEqual(["About"]);
  });

  it("marks Home as the current page on /", async () => {
    renderApp("/");
    await screen.findByRole("heading", { level: 1, name: "Skills that open doors for youth and women in West Africa" });

    expect(current(mainNav())).toEqual(["Home"]);
  });

  it("marks Programs as the current page on a program's page", async () => {
    renderApp("/programs/code-for-change", {
      data: {
        "/api/programs/code-for-change": {
          id: "7c1f7f4e-4b43-4d57-a1d6-9d4f7f0e0a11",
          slug: "code-for-change",
          pillar: "digital_jobs",
          title: { en: "Code for Change", fr: "Coder pour changer" },
          summary: { en: "Web development for young women.", fr: "Développement web pour les jeunes femmes." },
          content: { en: "Twelve weeks of practice.", fr: "Douze semaines de pratique." },
          contentHtml: { en: "<p>Twelve weeks of practice.</p>\n", fr: "<p>Douze semaines de pratique.</p>\n" },
          eligibility: null,
          eligibilityHtml: null,
          applyLink: null,
          heroImage: null,
          published: true,
          createdAt: "2026-01-05T10:00:00.000Z",
          updatedAt: "2026-01-05T10:00:00.000Z",
        },
      },
    });
    await screen.findByRole("heading", { level: 1, name: "Code for Change" });

    const nav = mainNav();
    expect(current(nav)).toEqual(["Programs"]);
    expect(within(nav).getByRole("link", { name: "Programs" })).toHaveAttribute("href", "/programs");
  });

  it("shows the contact e-mail as a mailto link", () => {
    renderApp("/about");

    const email = within(header()).getByRole("link", { name: "hello@test-foundation.org" });
    expect(email).toHaveAttribute("href", "mailto:hello@test-foundation.org");
    expect(email.parentElement?.textContent).toBe("Email: hello@test-foundation.org");
  });

  it("links Join Us and Donate to their pages", () => {
    renderApp("/about");

    expect(within(header()).getByRole("link", { name: "Join Us" })).toHaveAttribute("href", "/join");
    expect(within(header()).getByRole("link", { name: "Donate" })).toHaveAttribute("href", "/donate");
    expect(within(header()).getByRole("link", { name: "Test Foundation, home page" })).toHaveAttribute("href", "/");
  });

  it("is in French on /fr/about, with French addresses", async () => {
    renderApp("/fr/about");
    await screen.findByRole("heading", { level: 1, name: "À propos de la fondation" });

    const nav = mainNav("Navigation principale");
    expect(current(nav)).toEqual(["À propos"]);
    expect(within(nav).getByRole("link", { name: "À propos" })).toHaveAttribute("href", "/fr/about");
    expect(within(nav).getByRole("link", { name: "Accueil" })).toHaveAttribute("href", "/fr/");
    expect(within(nav).getByRole("link", { name: "Programmes" })).toHaveAttribute("href", "/fr/programs");
    expect(within(header()).getByRole("link", { name: "Adhérer" })).toHaveAttribute("href", "/fr/join");
    expect(within(header()).getByRole("link", { name: "Faire un don" })).toHaveAttribute("href", "/fr/donate");
    // French typography: a non-breaking space before the colon.
    expect(within(header()).getByRole("link", { name: "hello@test-foundation.org" }).parentElement?.textContent).toBe(
      "E-mail\u00a0: hello@test-foundation.org",
    );
    expect(within(header()).queryByRole("link", { name: "About" })).not.toBeInTheDocument();
  });
});
