import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from "@shared/paths";
import { renderApp } from "@/test/render";

const cookies = () => document.cookie.split("; ").filter(Boolean);

describe("the language switch", () => {
  it("opens the same page in French, keeping the query, and remembers the choice", async () => {
    const { user } = renderApp("/about?x=1");
    await screen.findByRole("heading", { level: 1, name: "About the foundation" });

    const toFrench = within(screen.getByRole("banner")).getByRole("link", { name: "Lire cette page en français" });
    expect(toFrench).toHaveAttribute("href", "/fr/about?x=1");
    expect(toFrench).toHaveAttribute("lang", "fr");
    await user.click(toFrench);

    expect(await screen.findByRole("heading", { level: 1, name: "À propos de la fondation" })).toBeInTheDocument();
    expect(window.location.pathname).toBe("/fr/about");
    expect(window.location.search).toBe("?x=1");
    const nav = screen.getByRole("navigation", { name: "Navigation principale" });
    expect(within(nav).getByRole("link", { name: "À propos" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Aller au contenu principal" })).toBeInTheDocument();
    expect(screen.queryByText("About the foundation")).not.toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute("lang", "fr");
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("fr");
    expect(cookies()).toContain(`${LANGUAGE_COOKIE}=fr`);
  });

  it("goes back from French to English", async () => {
    const { user } = renderApp("/fr/about?x=1");
    await screen.findByRole("heading", { level: 1, name: "À propos de la fondation" });

    const toEnglish = within(screen.getByRole("banner")).getByRole("link", { name: "Read this page in English" });
    expect(toEnglish).toHaveAttribute("href", "/about?x=1");
    await user.click(toEnglish);

    expect(await screen.findByRole("heading", { level: 1, name: "About the foundation" })).toBeInTheDocument();
    expect(window.location.pathname).toBe("/about");
    expect(window.location.search).toBe("?x=1");
    const nav = screen.getByRole("navigation", { name: "Main navigation" });
    expect(within(nav).getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "About" })).toHaveAttribute("href", "/about");
    expect(document.documentElement).toHaveAttribute("lang", "en");
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("en");
    expect(cookies()).toContain(`${LANGUAGE_COOKIE}=en`);
  });

  it("switches the home page between / and /fr/", async () => {
    const { user } = renderApp("/");
    await user.click(within(screen.getByRole("banner")).getByRole("link", { name: "Lire cette page en français" }));

    expect(window.location.pathname).toBe("/fr/");
    expect(window.location.search).toBe("");
    expect(within(screen.getByRole("banner")).getByRole("link", { name: "Accueil" })).toHaveAttribute("aria-current", "page");

    await user.click(within(screen.getByRole("banner")).getByRole("link", { name: "Read this page in English" }));
    expect(window.location.pathname).toBe("/");
    expect(within(screen.getByRole("banner")).getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
  });
});
