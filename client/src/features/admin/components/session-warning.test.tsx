/**
 * Typing keeps the session alive (a ping at most once a minute), and a couple of minutes before an
 * idle end the person is asked whether they are still there.
 */
import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderComponent } from "@/test/render-component";
import { json, stubApi } from "@/test/stub-api";
import { useActivityPing } from "../lib/session";
import { SessionWarning } from "./session-warning";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describe("the idle warning", () => {
  it("asks shortly before the idle end, and Stay signed in tells the server", async () => {
    const onStay = vi.fn();
    const { user } = renderComponent(<SessionWarning idleExpiresAt={inMinutes(1)} expiresAt={inMinutes(600)} onStay={onStay} />);
    const dialog = await screen.findByRole("dialog", { name: "Are you still there?" });
    expect(dialog).toHaveTextContent("What you are typing is kept.");
    await user.click(screen.getByRole("button", { name: "Stay signed in" }));
    expect(onStay).toHaveBeenCalledOnce();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("asks nothing when the end is the session's 12-hour bound, which staying cannot move", async () => {
    const end = inMinutes(1);
    renderComponent(<SessionWarning idleExpiresAt={end} expiresAt={end} onStay={() => {}} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});

function Typing() {
  useActivityPing(true);
  return <input aria-label="Text" />;
}

describe("activity while typing", () => {
  it("is told to the server at most once a minute", async () => {
    const calls = stubApi([["/api/auth/activity", () => json(200, { user: { id: "u", username: "a" }, idleExpiresAt: inMinutes(30), expiresAt: inMinutes(600) })]]);
    const start = Date.now();
    const now = vi.spyOn(Date, "now").mockReturnValue(start);
    renderComponent(<Typing />);
    const input = screen.getByLabelText("Text");
    fireEvent.keyDown(input, { key: "a" });
    expect(calls).toHaveLength(0); // the page's own /me has just counted
    now.mockReturnValue(start + 61_000);
    fireEvent.keyDown(input, { key: "b" });
    fireEvent.keyDown(input, { key: "c" });
    expect(calls).toEqual([{ url: "/api/auth/activity?lang=en", method: "POST", body: undefined }]);
    now.mockReturnValue(start + 122_000);
    fireEvent.pointerDown(input);
    expect(calls).toHaveLength(2);
  });
});
