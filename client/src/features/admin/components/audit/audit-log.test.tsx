/**
 * The dashboard's audit list as the reader sees it: each entry a sentence in their language, its
 * other changes one line each beneath, and when (on the foundation's clock) — no stored key,
 * no JSON.
 */
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AuditItem } from "@shared/admin";
import { renderComponent } from "@/test/render-component";
import { AuditLog } from "./audit-log";

const items: AuditItem[] = [
  {
    id: "00000000-0000-4000-8000-000000000001",
    userId: null,
    username: "Aïcha",
    action: "program.publish",
    entity: "program",
    entityId: "00000000-0000-4000-8000-000000000003",
    label: "Code for Change",
    details: { title: { en: "Code for Change", fr: "Coder pour changer" } },
    changes: { published: { from: false, to: true }, summary: { from: { en: "a", fr: "b" }, to: { en: "a", fr: "c" } } },
    createdAt: "2026-11-25T09:05:00.000Z",
  },
  {
    id: "00000000-0000-4000-8000-000000000002",
    userId: null,
    username: "Aïcha",
    action: "settings.update",
    entity: "settings",
    entityId: null,
    label: "settings",
    details: null,
    changes: { "dues.adherent_individual": { from: 12_000, to: 15_000 } },
    createdAt: "2026-11-24T18:00:00.000Z",
  },
];

describe("the audit list", () => {
  it("reads as sentences in English, the other changes beneath, with when", () => {
    renderComponent(<AuditLog items={items} />);
    const [published, dues] = screen.getAllByTestId("audit-entry");
    // textContent, not toHaveTextContent: that one reads a non-breaking space as any space.
    expect(published!.querySelector("p")?.textContent).toBe("Aïcha published the program “Code for Change”");
    expect(within(published!).getByRole("list", { name: "Changes" }).textContent).toBe("French summary: text changed");
    expect(published!.querySelector("time")?.textContent).toBe("November 25, 2026, 10:05\u00a0AM");
    expect(dues!.querySelector("p")?.textContent).toBe("Aïcha changed the dues of individual members in the settings: 12,000\u00a0FCFA → 15,000\u00a0FCFA");
    expect(within(dues!).queryByRole("list")).toBeNull();
  });

  it("reads as sentences in French, the title in French", () => {
    renderComponent(<AuditLog items={items} />, "fr");
    const [published] = screen.getAllByTestId("audit-entry");
    expect(published!.querySelector("p")?.textContent).toBe("Aïcha a publié le programme «\u00a0Coder pour changer\u00a0»");
    expect(within(published!).getByRole("list", { name: "Modifications" }).textContent).toBe("Résumé en français\u00a0: texte modifié");
    expect(within(published!).getByText("25 novembre 2026 à 10:05")).toHaveAttribute("dateTime", "2026-11-25T09:05:00.000Z");
    expect(document.body.textContent).not.toMatch(/program\.publish|settings\.update|\{"/);
  });
});
