/**
 * The signed-in person's role in the admin (shared/roles.ts): the tabs they see, and the parts of a
 * tab shared by several roles (Settings: one's password for all, the rest for full rights). The
 * server refuses the rest anyway; this only keeps from showing what would be refused.
 */
import { createContext, useContext } from "react";
import { canUse, DEFAULT_ROLE, tabsOf, type AdminTabName, type Area, type Role } from "@shared/roles";

export const RoleContext = createContext<Role>(DEFAULT_ROLE);

/** Whether the signed-in person's role opens an area. */
export function useCan(area: Area): boolean {
  return canUse(useContext(RoleContext), area);
}

/** The tabs of `order` a role sees, in that order. */
export const visibleTabs = <T extends AdminTabName>(role: Role, order: readonly T[]): T[] => tabsOf(role, order);

/** The tab to show: the one asked for when the role sees it, else the role's first (its home). */
export function shownTab<T extends AdminTabName>(role: Role, order: readonly T[], requested: string | null): T {
  const tabs = visibleTabs(role, order);
  return tabs.find((tab) => tab === requested) ?? tabs[0] ?? order[0]!;
}
