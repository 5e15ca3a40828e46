import { paths } from "@shared/paths";
import type { Dictionary } from "@/i18n";

export type NavKey = keyof Dictionary["nav"];

export const navItems: { key: NavKey; href: string }[] = [
  { key: "home", href: paths.home },
  { key: "about", href: paths.about },
  { key: "programs", href: paths.programs.list() },
  { key: "research", href: paths.research.list },
  { key: "events", href: paths.events },
  { key: "partners", href: paths.partners },
  { key: "contact", href: paths.contact },
];

/** Home is active only on its exact path; the others on their path and everything below it. */
export function isActive(href: string, location: string): boolean {
  if (href === "/") return location === "/";
  return location === href || location.startsWith(`${href}/`);
}
