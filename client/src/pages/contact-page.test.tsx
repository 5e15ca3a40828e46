import { configure, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "@/test/render";
import { json } from "@/test/stub-api";

// Pages are lazy chunks: the first one of a file may take a moment on a busy machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
});


/** Stubs the network with one answer and returns the spy to inspect the request. */
function stubFetch(response: Response) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => response);
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

type User = ReturnType<typeof renderApp>["user"];

/** Types into a field as a visitor pasting text would (quicker than key by key). */
async function fill(user: User, label: string, value: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(value);
}

/** Fills the four fields with a valid message from Koffi. */
async function fillKoffi(user: User) {
  await fill(user, "Full name", "Koffi Mensah");
  await fill(user, "Email address", "koffi@example.org");
  await fill(user, "Subject", "Volunteering");
  await fill(user, "Message", "I would like to mentor learners.");
}

const fields = {
  en: { name: "Full name", email: "Email address", subject: "Subject", message: "Message", submit: "Send message" },
  fr: { name: "Nom complet", email: "Adresse e-mail", subject: "Objet", message: "Message", submit: "Envoyer le message" },
};

// Typing, validating and loading the toasts' chunk take a moment on a busy machine.
describe("the contact page", { timeout: 15_000 }, () => {
  it("shows the form, the contact e-mail as a mailto link, the 24-hour promise and the offices", async () => {
    renderApp("/contact");

    expect(await screen.findByRole("heading", { level: 1, name: "Contact us" })).toBeInTheDocument();
    // The form is an island of its own, loaded after the page's text.
    await screen.findByLabelText("Full name");
    for (const label of ["Full name", "Email address", "Subject", "Message"]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText("Message").tagName).toBe("TEXTAREA");
    expect(screen.getByLabelText("Message")).toHaveClass("min-h-[120px]");

    const info = screen.getByRole("complementary", { name: "Other ways to reach us" });
    const email = within(info).getByRole("link", { name: "hello@test-foundation.org" });
    expect(email).toHaveAttribute("href", "mailto:hello@test-foundation.org");
    expect(email.parentElement).toHaveTextContent("Email: hello@test-foundation.org");
    expect(info).toHaveTextContent("We reply to every message within 24 hours.");
    expect(within(info).getByRole("heading", { level: 3, name: "Our offices" })).toBeInTheDocument();
    expect(info).toHaveTextContent(/Cotonou, Benin/);
  });

  it("shows Required and Invalid email on the fields, and sends nothing", async () => {
    const fetch = stubFetch(json(201, { message: "never" }));
    const { user } = renderApp("/contact");
    await screen.findByLabelText("Email address");

    await fill(user, "Email address", "not-an-email");
    await user.click(screen.getByRole("button", { name: "Send message" }));

    await waitFor(() => expect(screen.getByLabelText("Email address")).toHaveAccessibleDescription("Invalid email"));
    expect(screen.getByLabelText("Full name")).toHaveAccessibleDescription("Required");
    expect(screen.getByLabelText("Subject")).toHaveAccessibleDescription("Required");
    expect(screen.getByLabelText("Message")).toHaveAccessibleDescription("Required");
    expect(screen.getByLabelText("Full name")).toHaveAttribute("aria-invalid", "true");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the validation messages in French on /fr/contact", async () => {
    const { user } = renderApp("/fr/contact");
    await screen.findByRole("heading", { level: 1, name: "Contactez-nous" });

    await fill(user, fields.fr.email, "pas-une-adresse");
    await user.click(screen.getByRole("button", { name: fields.fr.submit }));

    await waitFor(() => expect(screen.getByLabelText(fields.fr.email)).toHaveAccessibleDescription("Adresse e-mail invalide"));
    expect(screen.getByLabelText(fields.fr.name)).toHaveAccessibleDescription("Obligatoire");
    expect(screen.getByLabelText(fields.fr.message)).toHaveAccessibleDescription("Obligatoire");
  });

  it("sends the message in the page's language, shows the server's thanks and empties the form", async () => {
    const thanks = "Merci pour votre message\u00a0! Nous vous répondrons sous 24\u00a0heures.";
    const fetch = stubFetch(json(201, { message: thanks }));
    const { user } = renderApp("/fr/contact");
    const f = fields.fr;
    await screen.findByLabelText(f.name);

    await fill(user, f.name, "Aïcha Dossou");
    await fill(user, f.email, "aicha@example.org");
    await fill(user, f.subject, "Partenariat");
    await fill(user, f.message, "Nous aimerions accueillir un atelier à Parakou.");
    await user.click(screen.getByRole("button", { name: f.submit }));

    // The toasts' chunk (Radix Toast) loads with the first toast.
    // Testing Library collapses the page's spaces (a non-breaking one becomes a space), not the text it looks for.
    expect(await screen.findByText(thanks.replace(/\u00a0/g, " "))).toBeInTheDocument();
    expect(screen.getByText("Message envoyé")).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/api/contacts");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({
      name: "Aïcha Dossou",
      email: "aicha@example.org",
      subject: "Partenariat",
      message: "Nous aimerions accueillir un atelier à Parakou.",
      language: "fr",
    });
    await waitFor(() => expect(screen.getByLabelText(f.name)).toHaveValue(""));
    for (const label of [f.email, f.subject, f.message]) expect(screen.getByLabelText(label)).toHaveValue("");
    expect(screen.getByRole("button", { name: f.submit })).toBeEnabled();
  });

  it("shows Sending... and disables the button while the message is on its way", async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const { user } = renderApp("/contact");
    await screen.findByLabelText("Full name");

    await fillKoffi(user);
    await user.click(screen.getByRole("button", { name: "Send message" }));

    expect(await screen.findByRole("button", { name: "Sending..." })).toBeDisabled();
    answer(json(201, { message: "Thank you for your message! We will get back to you within 24 hours." }));
    expect(await screen.findByRole("button", { name: "Send message" })).toBeEnabled();
  });

  it("keeps the thanks above the emptied form, focused, until the visitor writes again", async () => {
    stubFetch(json(201, { message: "Thank you for your message! We will get back to you within 24 hours." }));
    const { user } = renderApp("/contact");
    await screen.findByLabelText("Full name");

    await fillKoffi(user);
    await user.click(screen.getByRole("button", { name: "Send message" }));

    const heading = await screen.findByRole("heading", { level: 3, name: "Message sent" });
    expect(heading).toHaveFocus();
    const note = heading.closest("section")!;
    expect(within(note).getByRole("status")).toHaveTextContent(
      "Message sentThank you for your message! We will get back to you within 24 hours.",
    );
    expect(screen.getByLabelText("Full name")).toHaveValue("");

    await user.click(within(note).getByRole("button", { name: "Write another message" }));
    expect(screen.queryByRole("heading", { level: 3, name: "Message sent" })).not.toBeInTheDocument();
    expect(screen.getByLabelText("Full name")).toHaveFocus();
  });

  it("puts the server's field errors on the fields and keeps what was typed", async () => {
    stubFetch(
      json(400, {
        message: "Some fields are invalid",
        errors: [{ path: "subject", message: "String must contain at least 3 character(s)" }],
      }),
    );
    const { user } = renderApp("/contact");
    await screen.findByLabelText("Full name");

    await fill(user, "Full name", "Koffi Mensah");
    await fill(user, "Email address", "koffi@example.org");
    await fill(user, "Subject", "Hi");
    await fill(user, "Message", "Hello!");
    await user.click(screen.getByRole("button", { name: "Send message" }));

    await waitFor(() =>
      expect(screen.getByLabelText("Subject")).toHaveAccessibleDescription("String must contain at least 3 character(s)"),
    );
    expect(screen.getByLabelText("Full name")).toHaveValue("Koffi Mensah");
    expect(screen.queryByText("Error")).not.toBeInTheDocument();
  });

  it("shows any other failure as an error toast with the server's message", async () => {
    stubFetch(json(429, { message: "Too many requests. Please wait a moment and try again." }));
    const { user } = renderApp("/contact");
    await screen.findByLabelText("Full name");

    await fill(user, "Full name", "Koffi Mensah");
    await fill(user, "Email address", "koffi@example.org");
    await fill(user, "Subject", "Question");
    await fill(user, "Message", "Hello!");
    await user.click(screen.getByRole("button", { name: "Send message" }));

    expect(
      await screen.findByText("Too many requests. Please wait a moment and try again."),
    ).toBeInTheDocument();
    expect(screen.getByText("Error")).toBeInTheDocument();
    expect(screen.getByLabelText("Full name")).toHaveValue("Koffi Mensah");
  });

  it("sends one submission key with every try of the form, and a new one once a message was accepted", async () => {
    const fetch = stubFetch(json(503, { message: "The service is temporarily unavailable. Please try again shortly." }));
    const { user } = renderApp("/contact");
    await screen.findByLabelText("Full name");
    await fill(user, "Full name", "Koffi Mensah");
    await fill(user, "Email address", "koffi@example.org");
    await fill(user, "Subject", "Question");
    await fill(user, "Message", "Hello!");
    const keyOf = (call: number) => new Headers(fetch.mock.calls[call]![1]?.headers).get("Idempotency-Key");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    fetch.mockResolvedValue(json(201, { message: "Thank you for your message!" }));
    await user.click(screen.getByRole("button", { name: "Send message" }));
    await waitFor(() => expect(screen.getByLabelText("Full name")).toHaveValue(""));
    expect(keyOf(0)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // The retry after the failure is the same submission.
    expect(keyOf(1)).toBe(keyOf(0));

    await fill(user, "Full name", "Awa Diallo");
    await fill(user, "Email address", "awa@example.org");
    await fill(user, "Subject", "Another question");
    await fill(user, "Message", "Hello again!");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    expect(keyOf(2)).not.toBe(keyOf(0));
  });

  it("fills in the subject from the address", async () => {
    renderApp("/contact?subject=Registration%3A%20Build%20your%20first%20web%20page");

    expect(await screen.findByLabelText("Subject")).toHaveValue("Registration: Build your first web page");
    expect(screen.getByLabelText("Full name")).toHaveValue("");
  });

  it("shows the e-mail line and the promise in French", async () => {
    renderApp("/fr/contact");

    const info = await screen.findByRole("complementary", { name: "Autres moyens de nous joindre" });
    expect(within(info).getByRole("link", { name: "hello@test-foundation.org" }).parentElement).toHaveTextContent(
      "E-mail : hello@test-foundation.org",
    );
    expect(info).toHaveTextContent("Nous répondons à chaque message sous 24 heures.");
  });
});
