/**
 * The members' filters: category, dues and country apply as they change (a country from the list,
 * named in the admin's language, sent by its code), and the CSV export follows all of them.
 */
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderComponent } from "@/test/render-component";
import type { MembersSelection } from "../api/members";
import { MembersFiltersForm } from "./members-filters";

describe("the members' filters", () => {
  it("apply category, dues and country at once", async () => {
    const onChange = vi.fn<(filters: MembersSelection) => void>();
    const { user } = renderComponent(<MembersFiltersForm filters={{ status: "active" }} lang="fr" onChange={onChange} />, "fr");
    await user.selectOptions(screen.getByLabelText("Catégorie"), "patron");
    expect(onChange).toHaveBeenLastCalledWith({ status: "active", category: "patron" });
    await user.selectOptions(screen.getByLabelText("Cotisation"), "Non payée");
    expect(onChange).toHaveBeenLastCalledWith({ status: "active", dues: "unpaid" });

    // Benin first (the foundation's region leads the list), named in French.
    const country = screen.getByLabelText("Pays");
    expect(within(country).getAllByRole("option").slice(0, 3).map((option) => option.textContent)).toEqual(["Tous les pays", "Bénin", "Togo"]);
    await user.selectOptions(country, "Bénin");
    expect(onChange).toHaveBeenLastCalledWith({ status: "active", country: "BJ" });
  });

  it("filter by the operator that carried the dues, in the admin's language, and export with it", async () => {
    const onChange = vi.fn<(filters: MembersSelection) => void>();
    const { user } = renderComponent(<MembersFiltersForm filters={{ status: "active" }} lang="fr" onChange={onChange} />, "fr");
    const operator = screen.getByLabelText("Opérateur");
    expect(within(operator).getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Tous opérateurs",
      "MTN Mobile Money",
      "Moov Money",
      "Celtiis Cash",
      "Carte",
      "Espèces",
      "Virement bancaire",
      "Autre",
    ]);
    await user.selectOptions(operator, "Moov Money");
    expect(onChange).toHaveBeenLastCalledWith({ status: "active", operator: "moov" });
  });

  it("exports what the filters select", () => {
    renderComponent(<MembersFiltersForm filters={{ category: "founder", country: "TG", dues: "paid", operator: "mtn", q: "ama" }} lang="en" onChange={() => undefined} />);
    expect(screen.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
      "href",
      "/api/memberships/export.csv?operator=mtn&category=founder&country=TG&dues=paid&q=ama&lang=en",
    );
  });
});
