/**
 * The General assembly tab: the year's voters with how they paid, a page at a time as the server
 * pages them, the CSV of the year chosen, the attendance sheet read whole only when printed, and
 * the convocation's dialog — checked before it is sent, refused by the server with its reason
 * kept in the dialog, sent with what was typed. The API is stubbed at fetch.
 */
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ConvocationItem, VoterItem, VotersResponse, VotersSheetResponse } from "@shared/voters";
import Toaster from "@/components/ui/toaster";
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
/** One page of the server's answer: page 1 of these very voters unless told otherwise. */
const voters = (year: number, items: VoterItem[], page = { page: 1, total: items.length }): VotersResponse => ({ year, items, pageSize: 20, ...page });
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
    expect(calls.some((call) => call.url === `/api/admin/voters?year=${thisYear - 1}&page=1&lang=en`)).toBe(true);
    expect(screen.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", `/api/admin/voters/export.csv?year=${thisYear - 1}&lang=en`);
    expect(screen.getByRole("button", { name: "Send the convocation" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Print the attendance sheet" })).toBeDisabled();
  });

  it("shows the server's pages and counts them all, and starts again from the first page for another year", async () => {
    const names = Array.from({ length: 45 }, (_, i) => `Member ${String(i + 1).padStart(2, "0")}`);
    const calls = stubApi([
      [
        "/api/admin/voters?",
        (_body, call) => {
          const page = Number(/page=(\d+)/.exec(call.url)?.[1]);
          const year = Number(/year=(\d+)/.exec(call.url)?.[1]);
          return json(200, voters(year, names.slice((page - 1) * 20, page * 20).map((name) => voter(name)), { page, total: 45 }));
        },
      ],
      ["/api/admin/convocations", () => json(200, { items: [] })],
    ]);
    // The tab brings the list's top into view on a new page (jsdom lays nothing out).
    const scrolled = vi.fn();
    Object.defineProperty(HTMLElement.prototype, "scrollIntoView", { value: scrolled, configurable: true });
    const { user } = renderComponent(<VotersTab />);
    const list = await screen.findByRole("list", { name: `Members entitled to vote in ${thisYear}` });
    expect(within(list).getAllByRole("listitem")).toHaveLength(20);
    expect(screen.getByText(`45 members may vote at the ${thisYear} assembly.`)).toBeVisible();
    const pager = screen.getByRole("navigation", { name: "Pages of voters" });
    expect(pager).toHaveTextContent("Page 1 of 3");

    await user.click(within(pager).getByRole("button", { name: "Next" }));
    await vi.waitFor(() => expect(within(list).getAllByRole("listitem")[0]).toHaveTextContent("Member 21"));
    expect(within(list).getAllByRole("listitem").at(-1)).toHaveTextContent("Member 40");
    expect(pager).toHaveTextContent("Page 2 of 3");
    expect(scrolled).toHaveBeenCalledWith({ block: "start" });
    expect(calls.some((call) => call.url === `/api/admin/voters?year=${thisYear}&page=2&lang=en`)).toBe(true);
    expect(screen.getByText(`45 members may vote at the ${thisYear} assembly.`)).toBeVisible();

    await user.selectOptions(screen.getByLabelText("Year of the general assembly"), String(thisYear - 1));
    await screen.findByRole("list", { name: `Members entitled to vote in ${thisYear - 1}` });
    expect(calls.at(-1)?.url).toBe(`/api/admin/voters?year=${thisYear - 1}&page=1&lang=en`);
  }, 30_000);

  it("reads every name only when the sheet is printed, then prints them all", async () => {
    const print = vi.fn();
    vi.stubGlobal("print", print);
    const everyone: VotersSheetResponse = { year: thisYear, items: ["Ama Mensah", "Kossi Agbo", "Zoé Dossou"].map((fullName) => ({ memberId: voter(fullName).memberId, fullName })) };
    let failing = true;
    const calls = stubApi([
      ["/api/admin/voters/sheet", () => (failing ? ((failing = false), json(500, { message: "Erreur du serveur", errors: [] })) : json(200, everyone))],
      ["/api/admin/voters?", () => json(200, voters(thisYear, [voter("Ama Mensah")], { page: 1, total: 3 }))],
      ["/api/admin/convocations", () => json(200, { items: [] })],
    ]);
    const { user } = renderComponent(
      <>
        <VotersTab />
        <Toaster />
      </>,
      "fr",
    );
    await screen.findByRole("list", { name: `Membres ayant le droit de vote en ${thisYear}` });
    expect(calls.some((call) => call.url.includes("/sheet"))).toBe(false);
    expect(document.querySelector(".attendance-sheet")).toBeNull();

    // A refusal says so, and prints nothing.
    await user.click(screen.getByRole("button", { name: "Imprimer la feuille d’émargement" }));
    expect(await screen.findByText("Erreur du serveur")).toBeVisible();
    expect(print).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Imprimer la feuille d’émargement" }));
    await vi.waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(calls.filter((call) => call.url.includes("/sheet")).at(-1)?.url).toBe(`/api/admin/voters/sheet?year=${thisYear}&lang=fr`);
    const sheet = document.querySelector<HTMLElement>(".attendance-sheet")!;
    expect(sheet.textContent).toContain("3\u00a0membres ayant le droit de vote");
    expect(within(sheet).getAllByRole("row").slice(1).map((row) => row.textContent)).toEqual(["1Ama Mensah", "2Kossi Agbo", "3Zoé Dossou"]);
  }, 30_000);

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
