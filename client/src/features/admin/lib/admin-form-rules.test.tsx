/**
 * An admin dialog's save when the form's rules cannot be fetched (offline, the chunk of the
 * schema's check not loaded yet): said in the dialog, with Retry, never a silent button; once the
 * connection is back, Retry saves what was typed.
 */
import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { renderComponent } from "@/test/render-component";
import { AdminDialog } from "../components/admin-dialog";
import { useAdminForm } from "./admin-form-rules";

const network = vi.hoisted(() => ({ up: true }));
vi.mock("@/lib/schema-resolver", async (importOriginal) => {
  if (!network.up) throw new TypeError("Failed to fetch dynamically imported module");
  return importOriginal();
});

afterEach(() => {
  cleanup();
  network.up = true;
  vi.unstubAllGlobals();
});

const schema = z.object({ title: z.string().min(1) });

function TitleForm({ onSave }: { onSave: (values: { title: string }) => void }) {
  const form = useAdminForm(schema, { defaultValues: { title: "" } });
  return (
    <form onSubmit={form.handleSubmit(onSave)}>
      <label>
        Title
        <input {...form.register("title")} />
      </label>
      <button type="submit">Save</button>
    </form>
  );
}

describe("an admin dialog's save without its rules", () => {
  it("says the device is offline, keeps what was typed, and saves it on Retry once connected", async () => {
    network.up = false;
    vi.stubGlobal("navigator", { ...navigator, onLine: false });
    const save = vi.fn();
    const { user } = renderComponent(
      <AdminDialog open onOpenChange={() => {}} title="Program">
        <TitleForm onSave={save} />
      </AdminDialog>,
    );
    await user.type(screen.getByLabelText("Title"), "Code for Change");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This device is offline. What you typed is still here");
    expect(save).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Title")).toHaveValue("Code for Change");

    network.up = true;
    vi.stubGlobal("navigator", { ...navigator, onLine: true });
    await user.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ title: "Code for Change" }, expect.anything()));
  });
});
