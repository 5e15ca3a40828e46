import { configure, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MyMembershipResponse } from "@shared/my-membership";
import { renderApp } from "@/test/render";
import { json, stubApi } from "@/test/stub-api";
import { PROOF_STORAGE_KEY } from "./my-membership";

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const page: MyMembershipResponse = {
  erased: false,
  email: "ama@example.org",
  linkExpiresAt: "2026-12-05T10:00:00.000Z",
  member: {
    fullName: "Ama Koffi",
    phone: null,
    language: "fr",
    category: "adherent_individual",
    paidUp: true,
    inGrace: false,
    paidThrough: 2026,
    due: null,
    years: [
      { year: 2026, category: "adherent_individual", amount: 12_000, currency: "XOF", paidAt: "2026-03-10T09:00:00.000Z", receiptNumber: "2026-000012", receipt: { url: "/api/documents/r.1.pdf" } },
    ],
    attestation: { year: 2026, url: "/api/documents/a.1.pdf" },
    next: { kind: "paid", paidThrough: 2026, opensOn: "2026-12-01" },
  },
  gifts: [{ id: "g1", amount: 25_000, currency: "XOF", paidAt: "2026-04-02T09:00:00.000Z", receiptNumber: "2026-000020", receipt: { url: "/api/documents/r.2.pdf" } }],
  messages: [],
  privacy: { open: [{ id: "p1", kind: "copy", requestedAt: "2026-04-03T09:00:00.000Z", dueAt: "2026-05-03T09:00:00.000Z" }], copy: null, readable: null },
};

describe("the /my-membership page", { timeout: 15_000 }, () => {
  it("without a link, asks for the address and says what the server answered", async () => {
    const calls = stubApi([["/api/my-membership/link", () => json(202, { message: "If this address is one we know, a mail is on its way." })]]);
    const { user } = renderApp("/my-membership");
    expect(await screen.findByRole("heading", { level: 2, name: "Get a link to your page" })).toBeInTheDocument();
    expect(screen.getByText(/it works for 7 days/)).toBeInTheDocument();
    await user.type(screen.getByLabelText("Your e-mail address"), "ama@example.org");
    await user.click(screen.getByRole("button", { name: "Mail me the link" }));
    expect(await screen.findByRole("status")).toHaveTextContent("If this address is one we know, a mail is on its way.");
    expect(calls).toEqual([{ url: "/api/my-membership/link", method: "POST", body: { email: "ama@example.org", language: "en" } }]);
  });

  it("in French, asks in French and sends the French language", async () => {
    const calls = stubApi([["/api/my-membership/link", () => json(400, { message: "Champs invalides", errors: [{ path: "email", message: "Adresse e-mail invalide" }] })]]);
    const { user } = renderApp("/fr/my-membership");
    expect(await screen.findByRole("heading", { level: 2, name: "Recevoir un lien vers votre page" })).toBeInTheDocument();
    await user.type(screen.getByLabelText("Votre adresse électronique"), "pas-une-adresse");
    await user.click(screen.getByRole("button", { name: "M’envoyer le lien" }));
    expect(await screen.findByText("Adresse e-mail invalide")).toBeInTheDocument();
    expect(calls[0]!.body).toEqual({ email: "pas-une-adresse", language: "fr" });
  });

  it("through the mail's link, shows the standing, the years with receipts, the attestation and the gifts, and takes the token out of the address", async () => {
    const calls = stubApi([["/api/my-membership", () => json(200, page)]]);
    renderApp("/my-membership?email=ama%40example.org&token=abc.def");
    expect(await screen.findByTestId("standing")).toHaveTextContent("Member in good standing until December 31, 2026.");
    expect(calls[0]!.url).toBe("/api/my-membership?email=ama%40example.org&token=abc.def&lang=en");
    expect(window.location.search).toBe("");
    expect(JSON.parse(sessionStorage.getItem(PROOF_STORAGE_KEY)!)).toEqual({ email: "ama@example.org", token: "abc.def" });
    expect(screen.getByRole("link", { name: "Receipt 2026-000012" })).toHaveAttribute("href", "/api/documents/r.1.pdf");
    expect(screen.getByRole("link", { name: "Download my attestation 2026" })).toHaveAttribute("href", "/api/documents/a.1.pdf");
    expect(screen.getByText(/Renewals for 2027 open on December 1, 2026/)).toBeInTheDocument();
    const gifts = screen.getByRole("region", { name: "Your gifts" });
    expect(within(gifts).getByText(/25,000\sFCFA, on April 2, 2026/)).toBeInTheDocument();
    expect(screen.getByText("Requests in progress: a copy.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ask for a copy or the erasure of my data" })).toHaveAttribute("href", "/my-data?email=ama%40example.org&token=abc.def");
    expect(screen.getByText(/Your private link works until December 5, 2026/)).toBeInTheDocument();
  });

  it("in French, offers the next year's renewal page and saves the details", async () => {
    sessionStorage.setItem(PROOF_STORAGE_KEY, JSON.stringify({ email: "ama@example.org", token: "abc.def" }));
    const renewing = { ...page, member: { ...page.member!, next: { kind: "renew", year: 2027, url: "/fr/renouveler/y1?t=x", amount: 12_000, currency: "XOF" } } } as MyMembershipResponse;
    const calls = stubApi([
      [
        "/api/my-membership",
        (_body, call) =>
          call.method === "PATCH"
            ? json(400, { message: "Champs invalides", errors: [{ path: "phone", message: "Indiquez un numéro de téléphone, par exemple +229 01 97 12 34 56" }] })
            : json(200, renewing),
      ],
    ]);
    const { user } = renderApp("/fr/my-membership");
    expect(await screen.findByTestId("standing")).toHaveTextContent(/^Membre à jour de cotisation jusqu’au 31\sdécembre 2026\.$/);
    expect(screen.getByRole("link", { name: "Régler ma cotisation 2027" })).toHaveAttribute("href", "/fr/renouveler/y1?t=x");
    expect(screen.getByText(/La cotisation 2027 peut être réglée dès maintenant\s: 12\s000\sFCFA/)).toBeInTheDocument();
    await user.type(screen.getByLabelText("Numéro de téléphone (facultatif)"), "appelez-moi");
    await user.click(screen.getByRole("button", { name: "Enregistrer mes coordonnées" }));
    expect(await screen.findByText("Indiquez un numéro de téléphone, par exemple +229 01 97 12 34 56")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PATCH")).toEqual({
      url: "/api/my-membership?lang=fr",
      method: "PATCH",
      body: { email: "ama@example.org", token: "abc.def", fullName: "Ama Koffi", phone: "appelez-moi", language: "fr" },
    });
  });

  it("a refused link says why, in the page's language, and offers to ask for a new one", async () => {
    stubApi([["/api/my-membership", () => json(410, { message: "Ce lien a expiré. Demandez un nouveau lien vers votre page\u00a0: nous vous l’enverrons par courriel.", errors: [] })]]);
    renderApp("/fr/my-membership?email=ama%40example.org&token=old.token");
    expect(await screen.findByRole("alert")).toHaveTextContent("Ce lien a expiré.");
    expect(screen.getByRole("heading", { level: 2, name: "Demander un nouveau lien" })).toBeInTheDocument();
  });

  it("an erased person is told their data was erased", async () => {
    stubApi([["/api/my-membership", () => json(200, { erased: true, email: "gone@example.org" })]]);
    renderApp("/my-membership?email=gone%40example.org&token=abc.def");
    expect(await screen.findByRole("heading", { level: 2, name: "Your data was erased" })).toBeInTheDocument();
    expect(screen.getByText(/we erased the data we held under gone@example.org/)).toBeInTheDocument();
  });
});
