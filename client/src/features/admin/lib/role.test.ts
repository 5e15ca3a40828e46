import { describe, expect, it } from "vitest";
import { adminTabNames, areas, roles } from "@shared/roles";
import { adminTabs } from "../admin-shell";
import { shownTab, visibleTabs } from "./role";

describe("the tabs each role sees", () => {
  it("are named in shared/roles.ts as the shell names them: a tab added to one only fails here", () => {
    expect([...adminTabs].sort()).toEqual([...adminTabNames].sort());
    const inSomeArea = new Set(Object.values(areas).flatMap((area) => area.tabs));
    expect(adminTabs.filter((tab) => !inSomeArea.has(tab))).toEqual([]);
  });

  it("are every tab for full rights, in the shell's order", () => {
    expect(visibleTabs("full", adminTabs)).toEqual([...adminTabs]);
  });

  it("hold no money for a content editor, and nothing but the inbox and their password for messages", () => {
    expect(visibleTabs("content", adminTabs)).toEqual(["programs", "research", "events", "newsletter", "settings"]);
    expect(visibleTabs("messages", adminTabs)).toEqual(["contacts", "settings"]);
    expect(visibleTabs("treasurer", adminTabs)).toEqual(["dashboard", "members", "donations", "renewals", "payments", "privacy", "voters", "settings"]);
  });

  it("open on the tab asked for when the role sees it, else on the role's first", () => {
    expect(shownTab("content", adminTabs, "donations")).toBe("programs");
    expect(shownTab("content", adminTabs, null)).toBe("programs");
    expect(shownTab("content", adminTabs, "events")).toBe("events");
    for (const role of roles) expect(shownTab(role, adminTabs, "settings")).toBe("settings");
  });
});
