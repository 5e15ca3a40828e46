import { configure, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "@/test/render";

// The page is a lazy chunk: its first load, on a busy machine, can take more than a second.
configure({ asyncUtilTimeout: 5000 });

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the volunteer page", () => {
  it("shows the ways to help", async () => {
    renderApp("/volunteer");
    await screen.findByRole("heading", { level: 1, name: "Volunteer with us" });
    const ways = screen.getByRole("heading", { level: 2, name: "Ways to help" }).closest("section")!;
    for (const name of [
      "Teach a digital skill",
      "Mentor a young woman entrepreneur",
      "Share your expertise remotely",
      "Help at our events",
      "Translate and adapt materials",
    ])
      expect(within(ways).getByRole("heading", { level: 3, name })).toBeInTheDocument();
  });

  it("files the offer as a contact message 'Volunteering' and shows the server's thanks", async () => {
    const fetchMock = vi.fn(async () => answer(201, { message: "Thank you for your message! We will get back to you within 24 hours." }));
    vi.stubGlobal("fetch", fetchMock);
    const { user } = renderApp("/volunteer");

    await user.type(await screen.findByLabelText("Full name"), "Aïcha Dossou");
    await user.type(screen.getByLabelText("Email address"), "aicha@example.org");
    await user.type(screen.getByLabelText("How would you like to help?"), "I can teach Excel on Saturday mornings.");
    await user.click(screen.getByRole("button", { name: "Send my offer" }));

    const heading = await screen.findByRole("heading", { level: 3, name: "Thank you for offering your help" });
    expect(heading).toHaveFocus();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith("/api/contacts", expect.objectContaining({ method: "POST", credentials: "include" }));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({
      name: "Aïcha Dossou",
      email: "aicha@example.org",
      subject: "Volunteering",
      message: "I can teach Excel on Saturday mornings.",
      language: "en",
    });
    expect(within(heading.closest("section")!).getByRole("status")).toHaveTextContent(
      "Thank you for your message! We will get back to you within 24 hours.",
    );
    expect(screen.getByLabelText("Full name")).toHaveValue("");
  });

  it("sends in French with the subject 'Bénévolat', and puts the server's field errors on the fields", async () => {
    const fetchMock = vi.fn(async () =>
      answer(400, { message: "Certains champs sont invalides", errors: [{ path: "email", message: "Adresse e-mail invalide" }] }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const { user } = renderApp("/fr/volunteer");

    await user.type(await screen.findByLabelText("Nom complet"), "Koffi Agbo");
    await user.type(screen.getByLabelText("Adresse e-mail"), "koffi@example.org");
    await user.type(screen.getByLabelText("Comment souhaitez-vous aider ?"), "Traduire des supports en fon.");
    await user.click(screen.getByRole("button", { name: "Envoyer ma proposition" }));

    expect(await screen.findByText("Adresse e-mail invalide")).toBeInTheDocument();
    expect(screen.getByLabelText("Adresse e-mail")).toHaveAttribute("aria-invalid", "true");
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toMatchObject({ subject: "Bénévolat", language: "fr" });
  });

  it("checks the fields in the browser before sending", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const { user } = renderApp("/volunteer");

    await user.click(await screen.findByRole("button", { name: "Send my offer" }));

    // Name, e-mail and message are all empty.
    expect(await screen.findAllByText("Required")).toHaveLength(3);
    await user.type(screen.getByLabelText("Email address"), "not-an-address");
    await user.click(screen.getByRole("button", { name: "Send my offer" }));
    expect(await screen.findByText("Invalid email")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
