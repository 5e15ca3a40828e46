/**
 * Changing one's password: what the person reads under a refused field is written for them, in
 * their language — never the schema's wording nor the server's. The API is stubbed at fetch.
 */
import { getDefaultNormalizer, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderComponent } from "@/test/render-component";
import { json, stubApi } from "@/test/stub-api";
import { ChangePasswordForm } from "./change-password-form";

afterEach(() => vi.unstubAllGlobals());
/** The text as written, its non-breaking spaces kept (French typography is part of what is checked). */
const exactly = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
vi.setConfig({ testTimeout: 20_000 });

describe("changing one's password", () => {
  it("says in French that the new one is too short and that the two differ, and sends nothing", async () => {
    const calls = stubApi([]);
    const { user } = renderComponent(<ChangePasswordForm />, "fr");
    await user.type(screen.getByLabelText("Mot de passe actuel"), "my old passphrase");
    await user.type(screen.getByLabelText("Nouveau mot de passe"), "court");
    await user.type(screen.getByLabelText("Confirmez le nouveau mot de passe"), "courte");
    await user.click(screen.getByRole("button", { name: "Changer le mot de passe" }));

    const tooShort = await screen.findByText("12\u00a0caractères au moins.", exactly);
    expect(screen.getByLabelText("Nouveau mot de passe")).toHaveAccessibleDescription(expect.stringContaining(tooShort.textContent!));
    expect(screen.getByText("Les deux nouveaux mots de passe ne sont pas identiques\u00a0: saisissez de nouveau le nouveau mot de passe.", exactly)).toBeVisible();
    expect(screen.queryByText(/caractère\(s\)|character\(s\)/)).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("asks for the current password when it is left empty", async () => {
    stubApi([]);
    const { user } = renderComponent(<ChangePasswordForm />);
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("Enter your current password.")).toBeVisible();
    expect(screen.queryByText("Required")).not.toBeInTheDocument();
  });

  it("shows the server's refusal of the current password in the person's words", async () => {
    const calls = stubApi([
      ["/api/auth/password", () => json(400, { message: "Certains champs sont invalides", errors: [{ path: "currentPassword", message: "Le mot de passe actuel n’est pas correct" }] })],
    ]);
    const { user } = renderComponent(<ChangePasswordForm />, "fr");
    await user.type(screen.getByLabelText("Mot de passe actuel"), "not the right one");
    await user.type(screen.getByLabelText("Nouveau mot de passe"), "a brand new passphrase");
    await user.type(screen.getByLabelText("Confirmez le nouveau mot de passe"), "a brand new passphrase");
    await user.click(screen.getByRole("button", { name: "Changer le mot de passe" }));
    expect(await screen.findByText("Ce n’est pas votre mot de passe actuel\u00a0: saisissez-le de nouveau.", exactly)).toBeVisible();
    expect(calls).toHaveLength(1);
  });
});
