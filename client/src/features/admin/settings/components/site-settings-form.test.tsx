/**
 * The next general assembly in the settings form: a past date is pointed out, and saved only once
 * the person confirms that very date. The API is stubbed at fetch.
 */
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { defaultDuesAmounts } from "@shared/money";
import { renderComponent } from "@/test/render-component";
import { json, stubApi } from "@/test/stub-api";
import { SiteSettingsForm } from "./site-settings-form";

afterEach(() => vi.unstubAllGlobals());
// The form is typed into letter by letter: a busy machine may take more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

const settings = { dues: defaultDuesAmounts, nextAgm: "2099-01", graceDays: 30, nextYearFrom: "10-01" };
const saved = (body: Record<string, unknown>) => json(200, { ...settings, ...body });

describe("the next general assembly", () => {
  it("warns of a past date and saves it only once that date is confirmed", async () => {
    const calls = stubApi([["/api/admin/settings", saved]]);
    const { user } = renderComponent(<SiteSettingsForm settings={settings} />);
    const field = screen.getByLabelText("Date of the next general assembly");
    expect(screen.queryByText(/This date is past/)).not.toBeInTheDocument();

    await user.clear(field);
    await user.type(field, "2020-03-14");
    expect(screen.getByRole("status")).toHaveTextContent("This date is past: the site would announce a general assembly that has already taken place.");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("This date is past: enter the next general assembly, or confirm the past date below")).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.click(screen.getByRole("checkbox", { name: "Save this past date all the same" }));
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({ nextAgm: "2020-03-14" });
  });

  it("asks again when the date changes after a confirmation, and says nothing of a future date, in French too", async () => {
    const calls = stubApi([["/api/admin/settings", saved]]);
    const { user } = renderComponent(<SiteSettingsForm settings={settings} />, "fr");
    const field = screen.getByLabelText("Date de la prochaine assemblée générale");
    await user.clear(field);
    await user.type(field, "2020-03");
    expect(screen.getByRole("status")).toHaveTextContent(/^Cette date est passée : le site annoncerait une assemblée générale qui a déjà eu lieu.$/);
    await user.click(screen.getByRole("checkbox", { name: "Enregistrer quand même cette date passée" }));
    await user.clear(field);
    await user.type(field, "2020-04");
    expect(screen.getByRole("checkbox", { name: "Enregistrer quand même cette date passée" })).not.toBeChecked();

    await user.clear(field);
    await user.type(field, "2099-02");
    expect(screen.queryByRole("checkbox")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /^Enregistrer/ }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({ nextAgm: "2099-02" });
  });
});

describe("a refused setting", () => {
  it("is said in the person's words, from the browser's check and from the server's 400", async () => {
    const calls = stubApi([
      [
        "/api/admin/settings",
        () =>
          json(400, {
            message: "Certains champs sont invalides",
            errors: [
              { path: "dues.patron", message: "Le nombre doit être inférieur ou égal à 99999999", code: "too_big", origin: "number", maximum: 99999999, inclusive: true },
              { path: "nextAgm", message: "Indiquez un mois (AAAA-MM) ou un jour (AAAA-MM-JJ)", code: "agmDate" },
            ],
          }),
      ],
    ]);
    const { user } = renderComponent(<SiteSettingsForm settings={settings} />, "fr");
    const individual = screen.getByLabelText("Individuel");
    await user.clear(individual);
    await user.type(individual, "100");
    await user.click(screen.getByRole("button", { name: /^Enregistrer/ }));
    expect(await screen.findByText("500 FCFA au moins.")).toBeVisible();
    expect(individual).toHaveAccessibleDescription(expect.stringContaining("500\u00a0FCFA au moins."));
    expect(calls).toHaveLength(0);

    await user.clear(individual);
    await user.type(individual, "12000");
    await user.click(screen.getByRole("button", { name: /^Enregistrer/ }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(await screen.findByText("99 999 999 FCFA au plus.")).toBeVisible();
    expect(screen.getByText("Indiquez un mois (AAAA-MM) ou un jour (AAAA-MM-JJ)")).toBeVisible();
    expect(screen.queryByText(/Le nombre doit être/)).not.toBeInTheDocument();
  });
});

describe("the grace period of the membership year", () => {
  it("says until when last year's members stay paid up, refuses a number out of bounds, and saves it", async () => {
    vi.useFakeTimers({ now: new Date("2027-03-01T10:00:00Z"), toFake: ["Date"] });
    try {
      const calls = stubApi([["/api/admin/settings", saved]]);
      const { user } = renderComponent(<SiteSettingsForm settings={settings} />);
      const field = screen.getByLabelText("Grace period after January 5th, in days");
      expect(field).toHaveValue(30);
      expect(screen.getByText("Members of 2026 not yet paid for 2027 stay paid up until February 4, 2027.")).toBeInTheDocument();
      await user.clear(field);
      await user.type(field, "200");
      await user.click(screen.getByRole("button", { name: "Save settings" }));
      expect(await screen.findByText("Enter a whole number of days, from 0 to 120")).toBeInTheDocument();
      expect(calls).toHaveLength(0);
      await user.clear(field);
      await user.type(field, "60");
      expect(screen.getByText("Members of 2026 not yet paid for 2027 stay paid up until March 6, 2027.")).toBeInTheDocument();
      await user.click(screen.getByRole("button", { name: "Save settings" }));
      await vi.waitFor(() => expect(calls).toHaveLength(1));
      expect(calls[0]!.body).toMatchObject({ graceDays: 60 });
    } finally {
      vi.useRealTimers();
    }
  });

  it("reads in French", () => {
    vi.useFakeTimers({ now: new Date("2027-03-01T10:00:00Z"), toFake: ["Date"] });
    try {
      renderComponent(<SiteSettingsForm settings={settings} />, "fr");
      expect(screen.getByLabelText("Délai de grâce après le 5 janvier, en jours")).toHaveValue(30);
      expect(screen.getByText("Les membres de 2026 qui n’ont pas encore payé 2027 restent à jour jusqu’au 4 février 2027.")).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("the day a new member's dues pay the next year", () => {
  it("says what the day means this year, refuses a day the month lacks, and saves the day chosen", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-28T10:00:00Z"), toFake: ["Date"] });
    try {
      const calls = stubApi([["/api/admin/settings", saved]]);
      const { user } = renderComponent(<SiteSettingsForm settings={settings} />);
      const day = screen.getByLabelText("Day");
      const month = screen.getByLabelText("Month");
      expect(day).toHaveValue("01");
      expect(month).toHaveValue("10");
      expect(screen.getByText("A new member paying from October 1, 2026 pays 2027: a member until December 31, 2027.")).toBeInTheDocument();
      await user.selectOptions(day, "31");
      await user.selectOptions(month, "September");
      await user.click(screen.getByRole("button", { name: "Save settings" }));
      expect(await screen.findByText("Choose a day from July 1 to December 31")).toBeInTheDocument();
      expect(calls).toHaveLength(0);
      await user.selectOptions(day, "15");
      await user.selectOptions(month, "December");
      expect(screen.getByText("A new member paying from December 15, 2026 pays 2027: a member until December 31, 2027.")).toBeInTheDocument();
      await user.click(screen.getByRole("button", { name: "Save settings" }));
      await vi.waitFor(() => expect(calls).toHaveLength(1));
      expect(calls[0]!.body).toMatchObject({ nextYearFrom: "12-15" });
    } finally {
      vi.useRealTimers();
    }
  });

  it("reads in French", () => {
    vi.useFakeTimers({ now: new Date("2026-11-28T10:00:00Z"), toFake: ["Date"] });
    try {
      renderComponent(<SiteSettingsForm settings={settings} />, "fr");
      expect(screen.getByLabelText("Jour")).toHaveDisplayValue("1er");
      expect(screen.getByLabelText("Mois")).toHaveDisplayValue("octobre");
      expect(screen.getByText("Un nouveau membre qui paie à partir du 1er octobre 2026 paie 2027 : il est membre jusqu’au 31 décembre 2027.")).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
