/**
 * The members' filters: category and dues apply as they change, the country once typing pauses
 * (one request per pause, not per letter), and the CSV export follows all of them.
 */
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderComponent } from "@/test/render-component";
import type { MembersSelection } from "../api/members";
import { MembersFiltersForm } from "./members-filters";

describe("the members' filters", () => {
  it("apply category and dues at once, the country after a pause, and the export follows them", async () => {
    const onChange = vi.fn<(filters: MembersSelection) => void>();
    const { user } = renderComponent(<MembersFiltersForm filters={{ status: "active" }} lang="fr" onChange={onChange} />, "fr");
    await user.selectOptions(screen.getByLabelText("Catégorie"), "patron");
    expect(onChange).toHaveBeenLastCalledWith({ status: "active", category: "patron" });
    await user.selectOptions(screen.getByLabelText("Cotisation"), "Non payée");
    expect(onChange).toHaveBeenLastCalledWith({ status: "active", dues: "unpaid" });

    onChange.mockClear();
    await user.type(screen.getByLabelText("Pays"), "Bén");
    expect(onChange).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(onChange).toHaveBeenLastCalledWith({ status: "active", country: "Bén" });
  });

  it("exports what the filters select", () => {
    renderComponent(<MembersFiltersForm filters={{ category: "founder", country: " Togo ", dues: "paid", q: "ama" }} lang="en" onChange={() => undefined} />);
    expect(screen.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
      "href",
      "/api/memberships/export.csv?category=founder&country=Togo&dues=paid&q=ama&lang=en",
    );
  });
});
