/**
 * On a bad mobile connection a page's code may not arrive: the page is loaded again from the
 * server once, and otherwise the visitor reads what happened, in their language, with a way out.
 */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Language } from "@shared/domain";
import { LanguageContext } from "@/i18n";
import { PageErrorBoundary } from "./page-error-boundary";

const reload = vi.fn();
beforeEach(() => {
  vi.stubGlobal("location", { ...window.location, href: "http://localhost/about", reload });
  sessionStorage.clear();
  // React reports the error it caught; here that is the point.
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  reload.mockReset();
});

function Broken({ error }: { error: Error }): never {
  throw error;
}

const offline = new TypeError("Failed to fetch dynamically imported module: http://localhost/assets/about-page-abc.js");

function renderPage(error: Error, lang: Language = "en", location = "/about") {
  return render(
    <LanguageContext.Provider value={lang}>
      <PageErrorBoundary location={location}>
        <Broken error={error} />
      </PageErrorBoundary>
    </LanguageContext.Provider>,
  );
}

describe("a page whose code could not be loaded", () => {
  it("is loaded again from the server, once", () => {
    renderPage(offline);
    expect(reload).toHaveBeenCalledOnce();
  });

  it("then says so in French, with a reload button", async () => {
    sessionStorage.setItem("page-reloaded-for", "http://localhost/about");
    renderPage(offline, "fr");
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole("heading", { name: "Cette page n’a pas pu être affichée" })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Recharger la page" }));
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe("a page that fails for another reason", () => {
  it("shows the message without reloading, and the next page is shown normally", () => {
    const { rerender } = renderPage(new Error("Cannot read properties of undefined"));
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole("alert")).toHaveTextContent("This page could not be shown");
    rerender(
      <LanguageContext.Provider value="en">
        <PageErrorBoundary location="/programs">
          <p>Our programs</p>
        </PageErrorBoundary>
      </LanguageContext.Provider>,
    );
    expect(screen.getByText("Our programs")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
