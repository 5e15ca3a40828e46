/**
 * The admin's dialog: it opens with the focus on its first field; a question before a destructive
 * action is an `alertdialog` whose focus starts on Cancel; a dialog with neither stays a dialog.
 */
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderComponent } from "@/test/render-component";
import { AdminDialog } from "./admin-dialog";
import { ConfirmDialog } from "./confirm-dialog";
import { FormActions } from "./form-actions";

const nothing = () => undefined;

describe("the admin's dialog", () => {
  it("opens with the focus on its first field, even one after a hidden part", async () => {
    renderComponent(
      <AdminDialog open onOpenChange={nothing} title="Edit member">
        <form hidden>
          <input aria-label="Hidden field" />
        </form>
        <form>
          <label>
            Full name <input />
          </label>
          <label>
            E-mail <input type="email" />
          </label>
          <FormActions label="Save" pendingLabel="Saving…" pending={false} onCancel={nothing} />
        </form>
      </AdminDialog>,
    );
    const dialog = await screen.findByRole("dialog", { name: "Edit member" });
    expect(screen.getByLabelText("Full name")).toHaveFocus();
    expect(dialog).not.toHaveAttribute("role", "alertdialog");
  });

  it("asks before a destructive action as an alertdialog, the focus on Cancel, in French too", async () => {
    renderComponent(
      <ConfirmDialog title={"Supprimer ce message\u00a0?"} text="Le message sera supprimé." action="Supprimer" pendingLabel="Suppression…" pending={false} onConfirm={nothing} onCancel={nothing} />,
      "fr",
    );
    const question = await screen.findByRole("alertdialog", { name: "Supprimer ce message\u00a0?" });
    expect(question).toHaveAccessibleDescription("Le message sera supprimé.");
    expect(screen.getByRole("button", { name: "Annuler" })).toHaveFocus();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("makes any admin dialog whose last row is a red action and Cancel a destructive question", async () => {
    renderComponent(
      <AdminDialog open onOpenChange={nothing} title="Remove ada?">
        <FormActions label="Remove" pendingLabel="Removing…" pending={false} danger onAction={nothing} onCancel={nothing} />
      </AdminDialog>,
    );
    await screen.findByRole("alertdialog", { name: "Remove ada?" });
    expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus();
  });

  it("keeps a question that is not destructive a plain dialog", async () => {
    renderComponent(
      <AdminDialog open onOpenChange={nothing} title="Publish?">
        <FormActions label="Publish" pendingLabel="Publishing…" pending={false} onAction={nothing} onCancel={nothing} />
      </AdminDialog>,
    );
    await screen.findByRole("dialog", { name: "Publish?" });
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });
});
