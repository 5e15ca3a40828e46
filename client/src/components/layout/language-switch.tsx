import { useLocation, useSearch } from "wouter";
import { localizedPath } from "@shared/paths";
import { useI18n } from "@/i18n";
import { storeLanguage } from "@/lib/language";

/** EN/FR: the same page in the other language; the choice is remembered. */
export function LanguageSwitch({ className = "", onSwitch }: { className?: string; onSwitch?: () => void }) {
  const { lang, t } = useI18n();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const other = lang === "en" ? "fr" : "en";
  const href = `${localizedPath(location, other)}${search ? `?${search}` : ""}`;
  return (
    <a
      href={href}
      hrefLang={other}
      lang={other}
      aria-label={t.header.switchLanguageLabel}
      className={`inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded px-2 font-semibold underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 ${className}`}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        storeLanguage(other);
        onSwitch?.();
        navigate(`~${href}`);
      }}
    >
      <span aria-hidden="true">{lang === "en" ? "EN" : "FR"}</span>
      <span aria-hidden="true">/</span>
      <span>{other.toUpperCase()}</span>
    </a>
  );
}
