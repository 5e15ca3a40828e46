/**
 * The payment step is fetched when needed. On a bad mobile connection that fetch can fail: the
 * visitor is told so in their language and can try again or go back to the form.
 */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { Language } from "@shared/domain";
import { LanguageContext } from "@/i18n";
import { LazyPaymentStep } from "./lazy-payment-step";

const network = vi.hoisted(() => ({ up: false }));
vi.mock("./payment-step", () => {
  if (!network.up) throw new Error("Failed to fetch dynamically imported module");
  return { PaymentStep: ({ title }: { title: string }) => <h2>{title}</h2> };
});

function renderStep(lang: Language) {
  const onBack = vi.fn();
  const payable = { kind: "donation" as const, id: "d-1", token: "proof", amount: 5_000, currency: "USD" as const, methods: ["card" as const] };
  render(
    <LanguageContext.Provider value={lang}>
      <LazyPaymentStep title="Complete Your Donation" payable={payable} onSuccess={vi.fn()} onBack={onBack} />
    </LanguageContext.Provider>,
  );
  return { onBack, user: userEvent.setup() };
}

describe("the payment step, fetched when the form is sent", () => {
  it("says in French that it could not be loaded, and goes back to the form", async () => {
    network.up = false;
    const { onBack, user } = renderStep("fr");
    expect(await screen.findByRole("alert")).toHaveTextContent("Cette partie de la page n’a pas pu être chargée");
    await user.click(screen.getByRole("button", { name: "Revenir au formulaire" }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it("opens when Try again succeeds", async () => {
    network.up = false;
    const { user } = renderStep("en");
    expect(await screen.findByRole("alert")).toHaveTextContent("could not be loaded");
    network.up = true;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Complete Your Donation" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
