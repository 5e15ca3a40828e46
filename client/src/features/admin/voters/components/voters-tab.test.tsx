/**
 * The General assembly tab: the year's voters with how they paid, the CSV of the year chosen, and
 * the convocation's dialog — checked before it is sent, refused by the server with its reason
 * kept in the dialog, sent with what was typed. The API is stubbed at fetch.
 */
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ConvocationItem, VoterItem, VotersResponse } from "@shared/voters";
import { renderComponent } from "@/test/render-component";
import { json, stubApi } from "@/test/stub-api";
import { VotersTab } from "./voters-tab";

afterEach(() => vi.unstubAllGlobals());

/** The year in Benin (UTC+1 all year), as the tab takes it. */
const thisYear = Number(new Date(Date.now() + 3_600_000).toISOString().slice(0, 4));

let serial = 0;
const voter = (fullName: string, overrides: Partial<VoterItem> = {}): VoterItem => ({
  memberId: `00000000-0000-4000-8000-${String(++serial).padStart(12, "0")}`,
  fullName,
  email: `${fullName.split(" ")[0]!.toLowerCase()}@example.org`,
  country: "Benin",
  category: "adherent_individual",
  language: "en",
  paidAt: `${thisYear}-01-04T10:00:00.000Z`,
  provider: "staff",
  method: "cash",
  receipt: `${thisYear}-000012`,
  ...overrides,
});
const voters = (year: number, items: VoterItem[]): VotersResponse => ({ year, items });
const sent: ConvocationItem = {
  id: "00000000-0000-4000-8000-000000000099",
  year: thisYear + 1,
  heldAt: `${thisYear + 1}-01-16T09:00:00.000Z`,
  place: "Cotonou",
  agenda: { en: "Accounts", fr: "Comptes" },
  sentByName: "admin",
  recipients: 1,
  createdAt: new Date().toISOString(),
  mails: { sent: 0, waiting: 1, failed: 0 },
};

describe("the general assembly tab", () => {
  it("lists the year's voters with how they paid, and follows the year chosen, its CSV too", async () => {
    const calls = stubApi([
      [`year=${thisYear - 1}`, () => json(200, voters(thisYear - 1, []))],
      ["/api/admin/voters?", () => json(200, voters(thisYear, [voter("Ama Mensah"), voter("Kossi Agbo", { language: "fr", provider: "fedapay", method: "mobile_money", receipt: null })]))],
      ["/api/admin/convocations", () => json(200, { items: [] })],
    ]);
    const { user } = renderComponent(<VotersTab />);
    const list = await screen.findByRole("list", { name: `Members entitled to vote in ${thisYear}` });
    const [ama, kossi] = within(list).getAllByRole("listitem");
    expect(ama).toHaveTextContent(/Ama Mensah.*ama@example\.org.*Benin · Individual \(natural person\) · English.*Paid on January 4.*Cash · Recorded by staff.*Receipt \d{4}-000012/);
    expect(kossi).toHaveTextContent(/Kossi Agbo.*French.*Mobile money · FedaPay/);
    expect(screen.getByText(`2 members may vote at the ${thisYear} assembly.`)).toBeVisible();
    expect(screen.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", `/api/admin/voters/export.csv?year=${thisYear}&lang=en`);
    expect(screen.getByText("No convocation has been sent yet.")).toBeVisible();

    await user.selectOptions(screen.getByLabelText("Year of the general assembly"), String(thisYear - 1));
    expect(await screen.findByText(`No member has paid the dues of ${thisYear - 1} yet: nobody can vote at the ${thisYear - 1} assembly.`)).toBeVisible();
    expect(calls.some((call) => call.url === `/api/admin/voters?year=${thisYear - 1}&lang=en`)).toBe(true);
    expect(screen.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", `/api/admin/voters/export.csv?year=${thisYear - 1}&lang=en`);
    expect(screen.getByRole("button", { name: "Send the convocation" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Print the attendance sheet" })).toBeDisabled();
  });

  it("checks the convocation before sending it, keeps the dialog with the server's reason, then sends it", async () => {
    let refuse = true;
    const calls = stubApi([
      ["/api/admin/voters?", (_body, call) => json(200, voters(Number(/year=(\d+)/.exec(call.url)?.[1]), [voter("Ama Mensah")]))],
      [
        "/api/admin/convocations",
        (_body, call) =>
          call.method === "POST"
            ? refuse
              ? ((refuse = false), json(409, { message: "Personne ne peut être convoqué pour 2099", errors: [] }))
              : json(201, { message: "La convocation va être envoyée à 1\u00a0membre dans un instant", convocation: sent })
            : json(200, { items: refuse ? [] : [sent] }),
      ],
    ]);
    const { user } = renderComponent(<VotersTab />, "fr");
    await user.click(await screen.findByRole("button", { name: "Envoyer la convocation" }));
    const dialog = screen.getByRole("dialog", { name: "Envoyer la convocation" });
    expect(within(dialog).getByLabelText("Année de l’assemblée")).toHaveValue(thisYear);
    await vi.waitFor(() => expect(dialog).toHaveTextContent("Elle sera envoyée à 1 membre."));

    await user.click(within(dialog).getByRole("button", { name: "Envoyer aux votants" }));
    expect(await within(dialog).findByText("Indiquez le jour et l’heure de l’assemblée")).toBeVisible();
    expect(within(dialog).getAllByText("Remplissez ce champ.")).toHaveLength(3);
    expect(calls.some((call) => call.method === "POST")).toBe(false);

    const year = within(dialog).getByLabelText("Année de l’assemblée");
    await user.clear(year);
    await user.type(year, String(thisYear + 1));
    await user.type(within(dialog).getByLabelText("Jour et heure (heure du Bénin)"), `${thisYear + 1}-01-16T10:00`);
    await user.type(within(dialog).getByLabelText("Lieu"), "Cotonou");
    await user.type(within(dialog).getByLabelText("Ordre du jour en anglais"), "Accounts");
    await user.type(within(dialog).getByLabelText("Ordre du jour en français"), "Comptes");
    await user.click(within(dialog).getByRole("button", { name: "Envoyer aux votants" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Personne ne peut être convoqué pour 2099");

    await user.click(within(dialog).getByRole("button", { name: "Envoyer aux votants" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.filter((call) => call.method === "POST").at(-1)).toEqual({
      url: "/api/admin/convocations?lang=fr",
      method: "POST",
      body: { year: thisYear + 1, heldAt: `${thisYear + 1}-01-16T10:00`, place: "Cotonou", agenda: { en: "Accounts", fr: "Comptes" } },
    });
    const past = await screen.findByRole("list", { name: "Convocations envoyées" });
    expect(past).toHaveTextContent(`Assemblée générale ${thisYear + 1}`);
    expect(past).toHaveTextContent("Envoyées : 0 · En attente : 1 · En échec : 0");
  }, 30_000);
});
