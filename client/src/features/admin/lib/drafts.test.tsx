/**
 * What is typed in an admin dialog is kept on the device as it is typed, per person and record,
 * offered back when the dialog opens after a closed tab, and forgotten once the dialog closes in the app.
 */
import { useQueryClient } from "@tanstack/react-query";
import { cleanup, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import { afterEach, describe, expect, it } from "vitest";
import { apiPaths } from "@shared/paths";
import { renderComponent } from "@/test/render-component";
import { AdminDialog } from "../components/admin-dialog";
import { DRAFT_TTL_MS, dropExpiredDrafts, forgetAllDrafts } from "./drafts";

afterEach(() => localStorage.clear());

function SignedIn({ children }: { children: ReactNode }) {
  useQueryClient().setQueryData([apiPaths.me], { user: { id: "u1", username: "aicha" }, idleExpiresAt: "", expiresAt: "" });
  return children;
}

function NoteForm() {
  const form = useForm({ defaultValues: { text: "", published: false } });
  return (
    <form>
      <label>
        Note text
        <textarea {...form.register("text")} />
      </label>
      <label>
        <input type="checkbox" {...form.register("published")} />
        Published
      </label>
      <p data-testid="watched">{form.watch("text")}</p>
    </form>
  );
}

const dialog = (
  <SignedIn>
    <AdminDialog open onOpenChange={() => {}} title="Note" draftKey="note:n1">
      <NoteForm />
    </AdminDialog>
  </SignedIn>
);

describe("drafts of an admin dialog", () => {
  it("keeps the typing on the device as it is typed, per person and record", async () => {
    const { user } = renderComponent(dialog);
    await user.type(screen.getByLabelText("Note text"), "An hour of writing");
    await user.click(screen.getByLabelText("Published"));
    await waitFor(() => expect(JSON.parse(localStorage.getItem("admin-draft:aicha:note:n1") ?? "{}")).toMatchObject({ values: { text: "An hour of writing", published: true } }));
  });

  it("offers back what a closed tab left, into the form as if typed", async () => {
    localStorage.setItem("admin-draft:aicha:note:n1", JSON.stringify({ savedAt: new Date(Date.now() - 60_000).toISOString(), values: { text: "An hour of writing", published: true } }));
    const { user } = renderComponent(dialog);
    expect(screen.getByRole("status")).toHaveTextContent("was not saved");
    expect(screen.getByLabelText("Note text")).toHaveValue("");
    await user.click(screen.getByRole("button", { name: "Restore it" }));
    expect(screen.getByLabelText("Note text")).toHaveValue("An hour of writing");
    expect(screen.getByLabelText("Published")).toBeChecked();
    expect(screen.getByTestId("watched")).toHaveTextContent("An hour of writing");
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("offers nothing of another person's, and forgets the draft when the dialog is closed in the app", async () => {
    localStorage.setItem("admin-draft:someone:note:n1", JSON.stringify({ savedAt: new Date().toISOString(), values: { text: "Theirs" } }));
    const { user } = renderComponent(dialog);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    await user.type(screen.getByLabelText("Note text"), "Short");
    await waitFor(() => expect(localStorage.getItem("admin-draft:aicha:note:n1")).toContain("Short"));
    cleanup();
    expect(localStorage.getItem("admin-draft:aicha:note:n1")).toBeNull();
  });

  it("keeps only the fields typed, not what the record already showed", async () => {
    function PersonForm() {
      const form = useForm({ defaultValues: { name: "Kossi Agbo", email: "kossi@example.org", note: "" } });
      return (
        <form>
          <label>
            Name
            <input {...form.register("name")} />
          </label>
          <label>
            E-mail
            <input {...form.register("email")} />
          </label>
          <label>
            Note
            <textarea {...form.register("note")} />
          </label>
        </form>
      );
    }
    const { user } = renderComponent(
      <SignedIn>
        <AdminDialog open onOpenChange={() => {}} title="Member" draftKey="member:m1">
          <PersonForm />
        </AdminDialog>
      </SignedIn>,
    );
    await user.type(screen.getByLabelText("Note"), "Paid in cash");
    await waitFor(() => expect(JSON.parse(localStorage.getItem("admin-draft:aicha:member:m1") ?? "{}")).toMatchObject({ values: { note: "Paid in cash" } }));
    const kept = localStorage.getItem("admin-draft:aicha:member:m1")!;
    expect(kept).not.toContain("kossi@example.org");
    expect(kept).not.toContain("Kossi Agbo");
    // Typed back to what it was: nothing left to keep.
    await user.clear(screen.getByLabelText("Note"));
    await waitFor(() => expect(localStorage.getItem("admin-draft:aicha:member:m1")).toBeNull());
  });

  it("offers no draft older than a session's limit, and drops such drafts, anyone's, as the admin opens", () => {
    const old = new Date(Date.now() - DRAFT_TTL_MS - 60_000).toISOString();
    localStorage.setItem("admin-draft:aicha:note:n1", JSON.stringify({ savedAt: old, values: { text: "Yesterday's" } }));
    localStorage.setItem("admin-draft:someone:note:n2", JSON.stringify({ savedAt: old, values: { text: "Theirs" } }));
    localStorage.setItem("admin-draft:someone:note:n3", JSON.stringify({ savedAt: new Date().toISOString(), values: { text: "Fresh" } }));
    renderComponent(dialog);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(localStorage.getItem("admin-draft:aicha:note:n1")).toBeNull();
    dropExpiredDrafts();
    expect(localStorage.getItem("admin-draft:someone:note:n2")).toBeNull();
    expect(localStorage.getItem("admin-draft:someone:note:n3")).toContain("Fresh");
  });

  it("leaves nothing typed on the device after signing out", () => {
    localStorage.setItem("admin-draft:aicha:note:n1", JSON.stringify({ savedAt: new Date().toISOString(), values: { text: "Mine" } }));
    localStorage.setItem("admin-draft:someone:note:n2", JSON.stringify({ savedAt: new Date().toISOString(), values: { text: "Theirs" } }));
    localStorage.setItem("site-language", "fr");
    forgetAllDrafts();
    expect(Object.keys(localStorage)).toEqual(["site-language"]);
  });
});
