/**
 * A member of the category "active" whose membership is active: in French the row says the
 * category and the status with two different words, never "Actif" twice side by side.
 */
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderComponent } from "@/test/render-component";
import { testMember } from "../test/test-member";
import { MembersList } from "./members-list";

const volunteer = testMember({ id: "5d1f7e2a-1111-4222-8333-444455556666", fullName: "Koffi Agbo", email: "koffi@example.bj", category: "active", status: "active", duesAmount: 0, version: 1 });

const nothing = () => undefined;

describe("a member's category and status", () => {
  it.each([
    ["fr", "Membre actif", "Actif"],
    ["en", "Active Member", "Active"],
  ] as const)("read as two words in %s: %s, %s", (lang, category, status) => {
    renderComponent(<MembersList members={[volunteer]} onApprove={nothing} approvingId={null} onRecord={nothing} onEdit={nothing} />, lang);
    const row = screen.getAllByRole("row")[1]!;
    expect(within(row).getByText(category, { exact: true })).toBeInTheDocument();
    expect(within(row).getByText(status, { exact: true })).toBeInTheDocument();
    expect(within(row).getAllByText(status, { exact: true })).toHaveLength(1);
  });
});
