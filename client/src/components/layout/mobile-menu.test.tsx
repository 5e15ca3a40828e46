import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/test/render";

const navigation = ["Home", "About", "Programs", "Research", "Events", "Partners", "Contact"];

const openMenuButton = () => screen.getByRole("button", { name: "Open menu" });

describe("the mobile menu", () => {
  it("opens a dialog named Menu with the seven links, Join Us and Donate", async () => {
    const { user } = renderApp("/about");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await user.click(openMenuButton());

    const dialog = await screen.findByRole("dialog", { name: "Menu" });
    const nav = within(dialog).getByRole("navigation", { name: "Main navigation" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(navigation);
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/",
      "/about",
      "/programs",
      "/research",
      "/events",
      "/partners",
      "/contact",
    ]);
    expect(within(nav).getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
    expect(within(dialog).getByRole("link", { name: "Join Us" })).toHaveAttribute("href", "/join");
    expect(within(dialog).getByRole("link", { name: "Donate" })).toHaveAttribute("href", "/donate");
    expect(within(dialog).getByRole("button", { name: "Close menu" })).toBeInTheDocument();
  });

  it("closes with Escape and gives the focus back to its button", async () => {
    const { user } = renderApp("/about");
    await user.click(openMenuButton());
    const dialog = await screen.findByRole("dialog", { name: "Menu" });
    expect(dialog).toContainElement(document.activeElement as HTMLElement | null);

    await user.keyboard("{Escape}");

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(openMenuButton()).toHaveFocus();
    expect(window.location.pathname).toBe("/about");
  });

  it("closes with its close button", async () => {
    const { user } = renderApp("/about");
    await user.click(openMenuButton());

    await user.click(within(await screen.findByRole("dialog", { name: "Menu" })).getByRole("button", { name: "Close menu" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(openMenuButton()).toHaveFocus();
  });

  it("navigates and closes when a link is chosen with the keyboard", async () => {
    const { user } = renderApp("/");
    openMenuButton().focus();

    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Menu" });
    // The focus starts on the close button; the next stops are Home, then About.
    expect(within(dialog).getByRole("button", { name: "Close menu" })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(within(dialog).getByRole("link", { name: "About" })).toHaveFocus();
    await user.keyboard("{Enter}");

    expect(await screen.findByRole("heading", { level: 1, name: "About the foundation" })).toBeInTheDocument();
    expect(window.location.pathname).toBe("/about");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const desktopNav = screen.getByRole("navigation", { name: "Main navigation" });
    expect(within(desktopNav).getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
  });

  it("navigates and closes when Donate is clicked", async () => {
    const { user } = renderApp("/about");
    await user.click(openMenuButton());

    await user.click(within(await screen.findByRole("dialog", { name: "Menu" })).getByRole("link", { name: "Donate" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Make a donation" })).toBeInTheDocument();
    expect(window.location.pathname).toBe("/donate");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("is in French on French pages and keeps French addresses", async () => {
    const { user } = renderApp("/fr/about");

    await user.click(screen.getByRole("button", { name: "Ouvrir le menu" }));

    const dialog = await screen.findByRole("dialog", { name: "Menu" });
    const nav = within(dialog).getByRole("navigation", { name: "Navigation principale" });
    expect(within(nav).getAllByRole("link").map((link) => link.textContent)).toEqual([
      "Accueil",
      "À propos",
      "Programmes",
      "Recherche",
      "Événements",
      "Partenaires",
      "Contact",
    ]);
    await user.click(within(nav).getByRole("link", { name: "Programmes" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Nos programmes" })).toBeInTheDocument();
    expect(window.location.pathname).toBe("/fr/programs");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});
