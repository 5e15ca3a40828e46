import { Link, useLocation } from "wouter";
import { useI18n } from "@/i18n";
import { isActive, navItems } from "./nav-items";

const styles = {
  /** The header's row, on large screens. */
  bar: {
    list: "flex items-center gap-1",
    link: "whitespace-nowrap rounded-md px-2.5 py-2 text-sm font-medium xl:px-3",
  },
  /** The menu panel of small screens. */
  panel: {
    list: "space-y-1",
    link: "block rounded-md px-3 py-3 text-base font-medium",
  },
} as const;

/**
 * The main navigation (docs/rules.md R29): the same links in the header and in the menu panel,
 * the current one marked with aria-current="page" (Home on its exact path, the others on theirs
 * and below).
 */
export function NavList({ variant, onNavigate }: { variant: keyof typeof styles; onNavigate?: () => void }) {
  const { t } = useI18n();
  const [location] = useLocation();
  const style = styles[variant];
  return (
    <ul className={style.list}>
      {navItems.map((item) => {
        const active = isActive(item.href, location);
        return (
          <li key={item.key}>
            <Link
              href={item.href}
              onClick={onNavigate}
              aria-current={active ? "page" : undefined}
              className={`${style.link} ${active ? "bg-brand text-white" : "text-slate-800 hover:bg-slate-100"}`}
            >
              {t.nav[item.key]}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
