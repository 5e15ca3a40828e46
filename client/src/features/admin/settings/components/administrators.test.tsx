/**
 * The administrators: adding one says what is wrong in words for people; removing oneself says
 * first that it signs one out, then does, cleanly (nothing read again, no "session ended"). The API
 * is stubbed at fetch.
 */
import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiPaths } from "@shared/paths";
import Toaster from "@/components/ui/toaster";
import { dismiss, TOAST_REMOVE_DELAY } from "@/hooks/use-toast";
import { renderComponent } from "@/test/render-component";
import { json, stubApi } from "@/test/stub-api";
import { useSession } from "../../lib/session";
import { Administrators } from "./administrators";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useFakeTimers();
  act(() => {
    dismiss();
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY);
  });
  vi.useRealTimers();
});
vi.setConfig({ testTimeout: 20_000 });

const me = { id: "0b6f8a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b", username: "awa", createdAt: "2026-01-05T09:00:00.000Z" };
const other = { id: "7c8d9e0f-1a2b-4c3d-9e4f-5a6b7c8d9e0f", username: "koffi", createdAt: "2026-02-10T09:00:00.000Z" };
const session = { user: { id: me.id, username: me.username }, idleExpiresAt: "2099-01-01T00:00:00.000Z", expiresAt: "2099-01-01T00:00:00.000Z" };

/** As the admin's page does: the settings while signed in, the sign-in once signed out, or a session that ended. */
function Gate() {
  const session = useSession();
  if (session.ended) return <p>The session ended</p>;
  return session.user ? <Administrators /> : <p>Sign in</p>;
}

function api(answers: Parameters<typeof stubApi>[0] = []) {
  return stubApi([
    ...answers,
    [apiPaths.me, () => json(200, session)],
    [apiPaths.admin.users, () => json(200, { users: [me, other] })],
  ]);
}

describe("adding an administrator", () => {
  it("says what is wrong in words for people, and a taken name on its field", async () => {
    const calls = api([[`${apiPaths.admin.users}?`, (body) => (body.username ? json(409, { message: "An administrator with this username already exists", errors: [{ path: "username", message: "An administrator with this username already exists" }] }) : json(200, { users: [me, other] }))]]);
    const { user } = renderComponent(<Administrators />);
    await user.click(await screen.findByRole("button", { name: "Add an administrator" }));
    const dialog = await screen.findByRole("dialog", { name: "Add an administrator" });
    await user.type(within(dialog).getByLabelText("Username"), "al");
    await user.type(within(dialog).getByLabelText("Password"), "short");
    await user.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(await within(dialog).findByText("A username has at least 3 characters.")).toBeVisible();
    expect(within(dialog).getByText("At least 12 characters.")).toBeVisible();
    expect(within(dialog).queryByText(/character\(s\)/)).not.toBeInTheDocument();

    await user.type(within(dialog).getByLabelText("Username"), "ice");
    await user.clear(within(dialog).getByLabelText("Password"));
    await user.type(within(dialog).getByLabelText("Password"), "a long enough phrase");
    await user.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(await within(dialog).findByText("Another administrator already has this username: choose another.")).toBeVisible();
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(1);
  });
});

describe("removing an administrator", () => {
  it("says, for someone else, that their sessions end", async () => {
    api();
    const { user } = renderComponent(<Administrators />, "fr");
    await user.click(await screen.findByRole("button", { name: "Supprimer koffi" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Supprimer koffi\u00a0?" });
    expect(dialog).toHaveTextContent("koffi ne pourra plus se connecter, et ses sessions ouvertes prennent fin.");
    expect(within(dialog).getByRole("button", { name: "Supprimer" })).toBeVisible();
  });

  for (const [lang, words] of [
    ["en", { remove: "Remove awa", title: "Remove your own account (awa)?", says: "removing it signs you out at once", confirm: "Remove my account and sign out", done: "Your account is removed: you are signed out." }],
    ["fr", { remove: "Supprimer awa", title: "Supprimer votre propre compte (awa)\u00a0?", says: "la suppression vous déconnecte aussitôt", confirm: "Supprimer mon compte et me déconnecter", done: "Votre compte est supprimé et votre session est fermée." }],
  ] as const) {
    it(`oneself: says first that it signs one out, then signs out without reading anything again (${lang})`, async () => {
      const calls = api([[apiPaths.admin.user(me.id), () => json(200, { message: "Administrator removed" })]]);
      const { user, queryClient } = renderComponent(
        <>
          <Gate />
          <Toaster />
        </>,
        lang,
      );
      await user.click(await screen.findByRole("button", { name: words.remove }));
      const dialog = await screen.findByRole("alertdialog", { name: words.title });
      expect(dialog).toHaveTextContent(words.says);
      await user.click(within(dialog).getByRole("button", { name: words.confirm }));

      expect(await screen.findByText(words.done)).toBeVisible();
      expect(screen.getByText("Sign in")).toBeVisible();
      expect(queryClient.getQueryData([apiPaths.me])).toBeNull();
      expect(queryClient.getQueryCache().findAll({ queryKey: ["admin"] })).toEqual([]);
      // Nothing is asked again: the session is over, and a 401 would say it "ended" under the tab.
      const removal = calls.findIndex((call) => call.method === "DELETE");
      expect(calls[removal]).toMatchObject({ url: `${apiPaths.admin.user(me.id)}?lang=${lang}` });
      expect(calls.slice(removal + 1)).toEqual([]);
    });
  }
});
