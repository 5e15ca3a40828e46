import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Language } from "@shared/domain";
import Toaster from "@/components/ui/toaster";
import { LanguageContext } from "@/i18n";
import { dismiss, toast, TOAST_DURATION, TOAST_REMOVE_DELAY } from "./use-toast";

function renderToaster(lang: Language = "en") {
  return render(
    <LanguageContext.Provider value={lang}>
      <Toaster />
    </LanguageContext.Provider>,
  );
}

/** The toasts on screen: Radix renders each as an item of the notifications region's list. */
const shownToasts = () => {
  const region = screen.getByRole("region", { name: /^Notifications/ });
  return within(region).queryAllByRole("listitem");
};

describe("toasts", () => {
  afterEach(() => {
    // The store lives outside React, for the whole file: empty it so no test sees another's toast.
    vi.useFakeTimers();
    act(() => {
      dismiss();
      vi.advanceTimersByTime(TOAST_REMOVE_DELAY);
    });
    vi.useRealTimers();
  });

  it("shows one toast at a time: the latest", () => {
    renderToaster();
    expect(shownToasts()).toHaveLength(0);

    act(() => {
      toast({ title: "A" });
    });
    expect(shownToasts()).toHaveLength(1);
    expect(shownToasts()[0]).toHaveTextContent("A");

    act(() => {
      toast({ title: "B", description: "Details of B" });
    });
    const [only, ...others] = shownToasts();
    expect(others).toHaveLength(0);
    expect(only).toHaveTextContent("B");
    expect(only).toHaveTextContent("Details of B");
    expect(only).not.toHaveTextContent("A");
  });

  it("disappears after 5000 ms", () => {
    vi.useFakeTimers();
    renderToaster();

    act(() => {
      toast({ title: "Saved" });
    });
    expect(TOAST_DURATION).toBe(5000);
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(shownToasts()).toHaveLength(1);
    expect(shownToasts()[0]).toHaveTextContent("Saved");

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(shownToasts()).toHaveLength(0);
  });

  it("has a close button with an accessible name, which closes it", async () => {
    const user = userEvent.setup();
    renderToaster();
    act(() => {
      toast({ title: "Message sent" });
    });

    const [item] = shownToasts();
    await user.click(within(item!).getByRole("button", { name: "Close notification" }));

    expect(shownToasts()).toHaveLength(0);
  });

  it("names its close button in French on French pages", () => {
    renderToaster("fr");
    act(() => {
      toast({ title: "Message envoyé" });
    });

    const [item] = shownToasts();
    expect(within(item!).getByRole("button", { name: "Fermer la notification" })).toBeInTheDocument();
  });
});
