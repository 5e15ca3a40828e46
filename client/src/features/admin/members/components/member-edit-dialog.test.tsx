/**
 * Two staff editing one member: the second save is refused (409) and the dialog keeps that
 * person's typing beside the version saved meanwhile, so they can merge; saving over it then
 * names that version. The API is stubbed at fetch; it answers as the server does.
 */
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MemberRecord } from "@shared/admin";
import { renderComponent } from "@/test/render-component";
import { json, stubApi } from "@/test/stub-api";
import { testMember } from "../test/test-member";
import { MemberEditDialog } from "./member-edit-dialog";

afterEach(() => vi.unstubAllGlobals());

const member: MemberRecord = testMember();

/** What a colleague saved meanwhile: another name and category, the member now inactive. */
const theirs: MemberRecord = { ...member, fullName: "Aïcha Dossou-Hounkpè", category: "patron", status: "inactive", version: 4 };

/** The server: a PUT naming version 3 is outdated (409); one naming 4 applies; GET reads the member as saved. */
function server() {
  return stubApi([
    ["kind=membership", () => json(200, { items: [] })],
    [
      `/api/memberships/${member.id}`,
      (body, call) =>
        call.method === "GET"
          ? json(200, { membership: theirs })
          : body.version === theirs.version
            ? json(200, { membership: { ...theirs, ...body, version: 5 } })
            : json(409, { message: "Someone else changed this record in the meantime. Reload it and make your change again." }),
    ],
    ["/api/memberships?", () => json(200, { items: [theirs], total: 1, page: 1, pageSize: 20 })],
  ]);
}

describe("editing a member someone else saved meanwhile", () => {
  it("keeps the typing beside their version, then saves it over that version", async () => {
    const calls = server();
    const onClose = vi.fn();
    const { user } = renderComponent(<MemberEditDialog member={member} onClose={onClose} onRecordPayment={() => {}} />);
    const dialog = screen.getByRole("dialog", { name: "Edit member" });
    // The country is chosen from the list, by its name; the form holds its code.
    await user.selectOptions(within(dialog).getByLabelText("Country"), "Togo");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    const notice = await within(dialog).findByRole("alert");
    expect(notice).toHaveTextContent("Someone else saved this meanwhile");
    // Their differing fields, by their labels and words, not codes; the country is the person's own change, not theirs.
    expect(within(notice).getByText("Full name").nextElementSibling).toHaveTextContent("Aïcha Dossou-Hounkpè");
    expect(within(notice).getByText("Category").nextElementSibling).toHaveTextContent("Patron");
    expect(within(notice).getByText("Status").nextElementSibling).toHaveTextContent("Inactive");
    expect(within(notice).getByText("Country").nextElementSibling).toHaveTextContent("Benin");
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText("Country")).toHaveValue("TG");
    expect(within(dialog).getByLabelText("Full name")).toHaveValue("Aïcha Dossou");

    await user.click(within(notice).getByRole("button", { name: "Keep mine and save over their version" }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const puts = calls.filter((call) => call.method === "PUT").map((call) => call.body);
    expect(puts).toEqual([
      expect.objectContaining({ country: "TG", version: 3 }),
      expect.objectContaining({ country: "TG", fullName: "Aïcha Dossou", version: 4 }),
    ]);
  });

  it("says so in French, with their words for the category and the status", async () => {
    server();
    const onClose = vi.fn();
    const { user } = renderComponent(<MemberEditDialog member={member} onClose={onClose} onRecordPayment={() => {}} />, "fr");
    const dialog = screen.getByRole("dialog", { name: "Modifier le membre" });
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    const notice = await within(dialog).findByRole("alert");
    expect(notice).toHaveTextContent("Quelqu’un d’autre a enregistré entre-temps");
    expect(within(notice).getByText("Catégorie").nextElementSibling).toHaveTextContent("Bienfaiteur");
    expect(within(notice).getByText("Statut").nextElementSibling).toHaveTextContent("Inactif");
    expect(onClose).not.toHaveBeenCalled();
  });
});
