/**
 * A visitor on a slow phone may fill in a form before the page's script has taken it over
 * (hydration): what they typed and chose must still be there, and be what is sent.
 */
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { useZodForm } from "./forms";

// hydrateRoot is called directly (Testing Library's render would render, not hydrate).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const schema = z.object({ name: z.string(), kind: z.enum(["student", "individual"]), consent: z.boolean(), note: z.string() });

function Form({ onSend }: { onSend: (values: z.output<typeof schema>) => void }) {
  const form = useZodForm(schema, { defaultValues: { name: "", kind: "student", consent: false, note: "" } });
  return (
    <form onSubmit={form.handleSubmit(onSend)}>
      <label>
        Name <input {...form.register("name")} />
      </label>
      <label>
        Kind
        <select {...form.register("kind")}>
          <option value="student">Student</option>
          <option value="individual">Individual</option>
        </select>
      </label>
      <label>
        <input type="checkbox" {...form.register("consent")} /> I agree
      </label>
      <label>
        Note <textarea {...form.register("note")} />
      </label>
      <button type="submit">Send</button>
    </form>
  );
}

let unmount = () => {};
afterEach(() => unmount());

async function hydrateAfter(fill: () => void) {
  const onSend = vi.fn();
  const container = document.body.appendChild(document.createElement("div"));
  container.innerHTML = renderToString(<Form onSend={onSend} />);
  fill();
  await act(async () => {
    const root = hydrateRoot(container, <Form onSend={onSend} />);
    unmount = () => {
      act(() => root.unmount());
      container.remove();
    };
  });
  return { onSend, user: userEvent.setup() };
}

describe("a form filled in before the script took it over", () => {
  it("keeps and sends what was typed, chosen and ticked", async () => {
    const { onSend, user } = await hydrateAfter(() => {
      (screen.getByLabelText("Name") as HTMLInputElement).value = "Awa Mensah";
      (screen.getByLabelText("Kind") as HTMLSelectElement).value = "individual";
      (screen.getByLabelText("I agree") as HTMLInputElement).checked = true;
    });
    expect(screen.getByLabelText("Name")).toHaveValue("Awa Mensah");
    expect(screen.getByLabelText("Kind")).toHaveValue("individual");
    expect(screen.getByLabelText("I agree")).toBeChecked();
    await user.type(screen.getByLabelText("Note"), "Hello");
    await user.click(screen.getByRole("button", { name: "Send" }));
    await vi.waitFor(() =>
      expect(onSend).toHaveBeenCalledWith({ name: "Awa Mensah", kind: "individual", consent: true, note: "Hello" }, expect.anything()),
    );
  });

  it("starts from the defaults when nothing was entered", async () => {
    const { onSend, user } = await hydrateAfter(() => {});
    await user.click(screen.getByRole("button", { name: "Send" }));
    await vi.waitFor(() => expect(onSend).toHaveBeenCalledWith({ name: "", kind: "student", consent: false, note: "" }, expect.anything()));
  });
});
