/**
 * A save made in an admin dialog that fails never closes the dialog nor loses what was typed: the
 * dialog says why (offline, the site unreachable, refused with the server's words) and Retry sends
 * the form again. A part that throws (its code could not be fetched) is replaced by a Retry alone.
 */
import { screen, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderComponent } from "@/test/render-component";
import { json, stubApi } from "@/test/stub-api";
import { AdminDialog } from "../components/admin-dialog";
import { PartBoundary } from "../components/part-boundary";
import { adminSend } from "./admin-api";
import { useAdminMutation } from "./use-admin-mutation";

afterEach(() => vi.unstubAllGlobals());

function NoteEditor({ onClose }: { onClose: () => void }) {
  const [text, setText] = useState("");
  const save = useAdminMutation<{ text: string }, { ok: true }>({
    mutationFn: (input, lang) => adminSend("POST", "/api/admin/notes", lang, input),
    reloads: [],
    success: "Saved",
    failure: "Failed to save.",
    onSuccess: onClose,
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ text });
      }}
    >
      <label>
        Note text
        <textarea value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <button type="submit">Save note</button>
    </form>
  );
}

function NoteDialog({ onClose }: { onClose: () => void }) {
  return (
    <AdminDialog open onOpenChange={() => {}} title="Note">
      <NoteEditor onClose={onClose} />
    </AdminDialog>
  );
}

describe("a save that fails in a dialog", () => {
  it("keeps the dialog and the text when the site cannot be reached, and Retry sends the form again", async () => {
    let reachable = false;
    const calls = stubApi([
      [
        "/api/admin/notes",
        () => {
          if (!reachable) throw new TypeError("Failed to fetch");
          return json(201, { ok: true });
        },
      ],
    ]);
    const onClose = vi.fn();
    const { user } = renderComponent(<NoteDialog onClose={onClose} />);
    await user.type(screen.getByLabelText("Note text"), "Written on the bus");
    await user.click(screen.getByRole("button", { name: "Save note" }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Not saved");
    expect(alert).toHaveTextContent("The site could not be reached");
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(screen.getByLabelText("Note text")).toHaveValue("Written on the bus");
    expect(onClose).not.toHaveBeenCalled();

    reachable = true;
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toHaveLength(2);
    expect(calls[1]!.body).toEqual({ text: "Written on the bus" });
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("says the device is offline when it is, in French", async () => {
    stubApi([
      [
        "/api/admin/notes",
        () => {
          throw new TypeError("Failed to fetch");
        },
      ],
    ]);
    vi.stubGlobal("navigator", { ...navigator, onLine: false });
    const { user } = renderComponent(<NoteDialog onClose={() => {}} />, "fr");
    await user.type(screen.getByLabelText("Note text"), "Texte");
    await user.click(screen.getByRole("button", { name: "Save note" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Non enregistré");
    expect(alert).toHaveTextContent("Cet appareil est hors ligne.");
    expect(within(alert).getByRole("button", { name: "Réessayer" })).toBeInTheDocument();
  });

  it("takes a page that is not the site's JSON (a captive portal) as the site unreachable", async () => {
    stubApi([["/api/admin/notes", () => new Response("<html>Sign in to the Wi-Fi</html>", { status: 200, headers: { "Content-Type": "text/html" } })]]);
    const { user } = renderComponent(<NoteDialog onClose={() => {}} />);
    await user.click(screen.getByRole("button", { name: "Save note" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The site could not be reached");
  });

  it("says the site refused, in the server's words", async () => {
    stubApi([["/api/admin/notes", () => json(500, { message: "Something went wrong on our side" })]]);
    const { user } = renderComponent(<NoteDialog onClose={() => {}} />);
    await user.type(screen.getByLabelText("Note text"), "Texte");
    await user.click(screen.getByRole("button", { name: "Save note" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The site refused the change: Something went wrong on our side");
    expect(screen.getByLabelText("Note text")).toHaveValue("Texte");
  });
});

describe("a part of the admin that cannot be shown", () => {
  it("is replaced by a message with Retry, and the rest stays", async () => {
    let broken = true;
    function Flaky() {
      if (broken) throw new Error("Failed to fetch dynamically imported module: /assets/x.js");
      return <p>Loaded part</p>;
    }
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { user } = renderComponent(
      <div>
        <p>Rest of the admin</p>
        <PartBoundary>
          <Flaky />
        </PartBoundary>
      </div>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("This part could not be loaded");
    expect(screen.getByText("Rest of the admin")).toBeInTheDocument();
    broken = false;
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(screen.getByText("Loaded part")).toBeInTheDocument();
    vi.mocked(console.error).mockRestore();
  });
});
