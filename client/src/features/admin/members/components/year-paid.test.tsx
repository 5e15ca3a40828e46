/**
 * The Members tab's "Year paid" column, in English and in French: the year paid while paid up, the
 * year due while in the grace period (or once next year's renewals opened), "Lapsed" once no longer
 * paid up, a dash (named for screen readers) when no year was ever paid.
 */
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderComponent } from "@/test/render-component";
import { testMember } from "../test/test-member";
import { MembersList } from "./members-list";

const nothing = () => undefined;
const members = [
  testMember({ id: "00000000-0000-4000-8000-000000000001", fullName: "Paid Up", status: "active", yearsPaid: [2025, 2026], standing: { paidUp: true, inGrace: false, paidThrough: 2026, due: null } }),
  testMember({ id: "00000000-0000-4000-8000-000000000002", fullName: "In Grace", status: "active", yearsPaid: [2025], standing: { paidUp: true, inGrace: true, paidThrough: 2025, due: 2026 } }),
  testMember({ id: "00000000-0000-4000-8000-000000000003", fullName: "Gone Quiet", status: "inactive", yearsPaid: [2024], standing: { paidUp: false, inGrace: false, paidThrough: 2024, due: 2026 } }),
  testMember({ id: "00000000-0000-4000-8000-000000000004", fullName: "Never Paid", yearsPaid: [], standing: { paidUp: false, inGrace: false, paidThrough: null, due: 2026 } }),
];

/** The table's cell under "Year paid" for each member, by name. */
function yearPaidCells(heading: string) {
  const table = screen.getByRole("table");
  const headers = within(table).getAllByRole("columnheader").map((th) => th.textContent);
  const column = headers.indexOf(heading);
  expect(column).toBeGreaterThan(0);
  return Object.fromEntries(
    within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) => {
        const name = within(row).getByRole("rowheader").querySelector("a,span")!.textContent!;
        const cell = within(row).getAllByRole("cell")[column - 1]!;
        return [name, cell];
      }),
  );
}

describe("the Year paid column", () => {
  it.each([
    ["en", "Year paid", { "Paid Up": "2026", "In Grace": "Due 2026", "Gone Quiet": "Lapsed", "Never Paid": "—" }, "No year paid"],
    ["fr", "Année payée", { "Paid Up": "2026", "In Grace": "2026 à payer", "Gone Quiet": "Plus à jour", "Never Paid": "—" }, "Aucune année payée"],
  ] as const)("says in %s: the year paid, the year due, lapsed, or nothing", (lang, heading, words, noneLabel) => {
    renderComponent(<MembersList members={members} onApprove={nothing} approvingId={null} onRecord={nothing} onEdit={nothing} />, lang);
    const cells = yearPaidCells(heading);
    for (const [name, text] of Object.entries(words)) expect(cells[name]!.textContent).toBe(text);
    expect(within(cells["Never Paid"]!).getByLabelText(noneLabel)).toBeInTheDocument();
  });

  it("links each name to the member's page", () => {
    renderComponent(<MembersList members={members.slice(0, 1)} onApprove={nothing} approvingId={null} onRecord={nothing} onEdit={nothing} />, "en");
    const links = screen.getAllByRole("link", { name: "Paid Up" });
    expect(links[0]).toHaveAttribute("href", expect.stringContaining("tab=members&member=0d9e8f7a-6b5c-4d3e-8f2a-1b0c9d8e7f6a"));
  });
});
