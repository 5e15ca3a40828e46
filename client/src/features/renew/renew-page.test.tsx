import { configure, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { RenewalGoneError } from "@shared/renewals";
import { renderApp } from "@/test/render";
import { json, stubApi } from "@/test/stub-api";

configure({ asyncUtilTimeout: 5000 });

afterEach(() => vi.unstubAllGlobals());

const YEAR = "6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f";
const gone = (reason: RenewalGoneError["reason"]) => () => json(410, { reason, message: "(the server's words)" } satisfies RenewalGoneError);

describe("the renewal page of a link that has ended", { timeout: 15_000 }, () => {
  it("says the link ended after 60 days and leads to the membership page, where a new link is asked for", async () => {
    stubApi([[`/api/renewals/${YEAR}`, gone("expired")]]);
    renderApp(`/renew/${YEAR}?t=tsg3o0.7WNz1-VSmtvNwNAFP9FWVu9JKnqzgKG8`);
    expect((await screen.findByRole("alert")).textContent).toContain(
      "This renewal link has ended: renewal links work for 60 days. Ask for a new one on your membership page: enter your e-mail address there and we mail you a link to your page, where you can renew.",
    );
    expect(screen.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute("href", "/my-membership");
    expect(screen.queryByRole("button", { name: "Pay my dues" })).not.toBeInTheDocument();
  });

  it("in French, says it in French and leads to the French page", async () => {
    stubApi([[`/api/renewals/${YEAR}`, gone("expired")]]);
    renderApp(`/fr/renouveler/${YEAR}?t=tsg3o0.7WNz1-VSmtvNwNAFP9FWVu9JKnqzgKG8`);
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Ce lien de renouvellement a expiré\u00a0: les liens de renouvellement fonctionnent 60\u00a0jours. Demandez-en un nouveau sur votre page de membre\u00a0: saisissez-y votre adresse e-mail et nous vous envoyons un lien vers votre page, d’où vous pouvez renouveler.",
    );
    expect(screen.getByRole("link", { name: "Demander un nouveau lien" })).toHaveAttribute("href", "/fr/my-membership");
  });

  it("of an erased member, says nothing can be paid and offers no new link", async () => {
    stubApi([[`/api/renewals/${YEAR}`, gone("erased")]]);
    renderApp(`/renew/${YEAR}?t=tsg3o0.7WNz1-VSmtvNwNAFP9FWVu9JKnqzgKG8`);
    expect((await screen.findByRole("alert")).textContent).toContain("This renewal is no longer available: the member’s data was erased at their request.");
    expect(screen.queryByRole("link", { name: "Ask for a new link" })).not.toBeInTheDocument();
  });
});
