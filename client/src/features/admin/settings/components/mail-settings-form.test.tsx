/**
 * Who among the staff is notified: several addresses, one a line, each checked in the browser and
 * by the server, in the person's words; an empty box is the site's contact address, said under it.
 * The API is stubbed at fetch.
 */
import { getDefaultNormalizer, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderComponent } from "@/test/render-component";
import { json, stubApi } from "@/test/stub-api";
import { MailSettingsForm } from "./mail-settings-form";

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 20_000 });
const exactly = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

const unset = { notifyEmails: [], staffLanguage: "fr" as const, contactEmail: "contact@fondation.bj" };
const path = "/api/admin/mail/settings";

describe("the staff's notifications", () => {
  it("say the contact address is notified while none is set, and save several addresses and a language", async () => {
    const calls = stubApi([[path, (body) => json(200, { ...unset, ...body })]]);
    const { user } = renderComponent(<MailSettingsForm settings={unset} />);
    const box = screen.getByLabelText("Staff addresses notified");
    expect(box).toHaveValue("");
    expect(box).toHaveAccessibleDescription("One address a line, 10 at most. Left empty, the site’s contact address (contact@fondation.bj) is notified.");
    expect(screen.getByText("No address set: contact@fondation.bj is notified.")).toBeVisible();
    expect(screen.getByLabelText("Language of these e-mails")).toHaveDisplayValue("French");

    await user.type(box, "team@fondation.bj\ndg@fondation.bj");
    await user.selectOptions(screen.getByLabelText("Language of these e-mails"), "English");
    await user.click(screen.getByRole("button", { name: "Save notifications" }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: "PUT", body: { notifyEmails: ["team@fondation.bj", "dg@fondation.bj"], staffLanguage: "en" } });
  });

  it("refuse a malformed address and more than ten in French, and put the server's refusal in the same words", async () => {
    const calls = stubApi([
      [path, () => json(400, { message: "Certains champs sont invalides", errors: [{ path: "notifyEmails.1", message: "Adresse e-mail invalide", code: "invalid_format", format: "email" }] })],
    ]);
    const set = { ...unset, notifyEmails: ["equipe@fondation.bj"] };
    const { user } = renderComponent(<MailSettingsForm settings={set} />, "fr");
    const box = screen.getByLabelText("Adresses de l’équipe prévenues");
    expect(box).toHaveValue("equipe@fondation.bj");
    expect(screen.queryByText(/Aucune adresse indiquée/)).not.toBeInTheDocument();

    await user.type(box, "\npas une adresse");
    await user.click(screen.getByRole("button", { name: "Enregistrer les notifications" }));
    const wrong = await screen.findByText("Saisissez chaque adresse comme nom@exemple.org, une par ligne.");
    expect(box).toHaveAccessibleDescription(expect.stringContaining(wrong.textContent!));
    expect(calls).toHaveLength(0);

    await user.clear(box);
    await user.type(box, Array.from({ length: 11 }, (_, i) => `p${i}@fondation.bj`).join(", "));
    await user.click(screen.getByRole("button", { name: "Enregistrer les notifications" }));
    expect(await screen.findByText("10\u00a0adresses au plus\u00a0: gardez celles qui doivent être prévenues en premier.", exactly)).toBeVisible();
    expect(calls).toHaveLength(0);

    await user.clear(box);
    await user.type(box, "equipe@fondation.bj\ndg@fondation.bj");
    await user.click(screen.getByRole("button", { name: "Enregistrer les notifications" }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(await screen.findByText("Saisissez chaque adresse comme nom@exemple.org, une par ligne.")).toBeVisible();
    expect(screen.queryByText("Adresse e-mail invalide")).not.toBeInTheDocument();
  });
});
