/**
 * Sign-in's code step: after a right password for an account with two-factor on, the code is asked
 * for (no session yet); a wrong code says so in the person's language; the right one signs in; the
 * first step's end brings the password back, saying why. The API is stubbed at fetch.
 */
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiPaths } from "@shared/paths";
import { twoFactorPaths } from "@shared/two-factor";
import { renderComponent } from "@/test/render-component";
import { json, stubApi } from "@/test/stub-api";
import { useSession } from "../lib/session";
import { SignInForm } from "./sign-in-form";

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 20_000 });

const user = { id: "0b6f8a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b", username: "awa" };
const session = { user, idleExpiresAt: "2099-01-01T00:00:00.000Z", expiresAt: "2099-01-01T00:00:00.000Z" };

function Gate() {
  const current = useSession();
  return current.user ? <p>Signed in as {current.user.username}</p> : <SignInForm />;
}

describe("the code step of sign-in", () => {
  it("asks for the code after the password, refuses a wrong one in French, signs in with the right one", async () => {
    let signedIn = false;
    const calls = stubApi([
      [twoFactorPaths.loginCode, (body) => (body.code === "123456" ? ((signedIn = true), json(200, { user })) : json(401, { message: "Ce code n’est pas correct." }))],
      [apiPaths.login, () => json(200, { twoFactorRequired: true })],
      [apiPaths.me, () => (signedIn ? json(200, session) : json(401, { message: "Please sign in" }))],
    ]);
    const { user: person } = renderComponent(<Gate />, "fr");
    await person.type(await screen.findByLabelText("Nom d’utilisateur"), "awa");
    await person.type(screen.getByLabelText("Mot de passe"), "a long password");
    await person.click(screen.getByRole("button", { name: "Se connecter" }));

    const code = await screen.findByLabelText("Code de l’application");
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute("autocomplete", "one-time-code");
    await person.type(code, "000000");
    await person.click(screen.getByRole("button", { name: "Vérifier" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Ce code n’est pas correct.");

    await person.click(screen.getByRole("button", { name: "Utiliser plutôt un code de secours" }));
    expect(screen.getByLabelText("Code de secours")).toBeVisible();
    await person.click(screen.getByRole("button", { name: "Utiliser plutôt le code de l’application" }));
    await person.type(screen.getByLabelText("Code de l’application"), "123456");
    await person.click(screen.getByRole("button", { name: "Vérifier" }));
    expect(await screen.findByText("Signed in as awa")).toBeVisible();
    expect(calls.filter((call) => call.url.includes(twoFactorPaths.loginCode)).map((call) => call.body)).toEqual([{ code: "000000" }, { code: "123456" }]);
  });

  it("brings the password back, saying why, when the first step has ended", async () => {
    stubApi([
      [twoFactorPaths.loginCode, () => json(401, { message: "Your sign-in took too long: enter your username and password again.", reason: "signInAgain" })],
      [apiPaths.login, () => json(200, { twoFactorRequired: true })],
      [apiPaths.me, () => json(401, { message: "Please sign in" })],
    ]);
    const { user: person } = renderComponent(<Gate />);
    await person.type(await screen.findByLabelText("Username"), "awa");
    await person.type(screen.getByLabelText("Password"), "a long password");
    await person.click(screen.getByRole("button", { name: "Sign in" }));
    await person.type(await screen.findByLabelText("Code from the app"), "123456");
    await person.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("Your sign-in took too long: enter your username and password again.")).toBeVisible();
    expect(screen.getByLabelText("Password")).toBeVisible();
  });
});
