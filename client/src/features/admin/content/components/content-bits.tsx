import type { ContentKind } from "@shared/content";
import { missingTranslations } from "@shared/content";
import type { Language } from "@shared/domain";
import { Link } from "wouter";
import { format } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { Badge } from "../../components/badge";
import { useDialogSaves } from "../../lib/save-failure";
import { texts } from "../texts";

/** Published or Draft, as on every row of the content tabs. */
export function PublishedBadge({ published }: { published: boolean }) {
  const t = useTexts(texts);
  return <Badge tone={published ? "good" : "neutral"}>{published ? t.published : t.draft}</Badge>;
}

/** 'FR missing: 2' (and 'EN missing: 1'): how many texts of a record lack a language. */
export function MissingBadges({ record, kind }: { record: Record<string, unknown>; kind: ContentKind }) {
  const t = useTexts(texts);
  const missing = missingTranslations(record, kind);
  return (
    <>
      {(["fr", "en"] as const satisfies readonly Language[])
        .filter((lang) => missing[lang].length > 0)
        .map((lang) => (
          <Badge key={lang} tone="warn">
            <span aria-hidden="true">{format(t.missingCount, { lang: t.languageCode[lang], count: missing[lang].length })}</span>
            <span className="sr-only">{format(t.missingCountLong, { count: missing[lang].length, language: t.languageName[lang] })}</span>
          </Badge>
        ))}
    </>
  );
}

/** Whether publishing a record needs the question first, and which one (French or English missing). */
export function missingQuestion(record: Record<string, unknown>, kind: ContentKind, t: { confirmPublish: string; confirmPublishEnglish: string }): string | null {
  const missing = missingTranslations(record, kind);
  if (missing.fr.length > 0) return t.confirmPublish;
  if (missing.en.length > 0) return t.confirmPublishEnglish;
  return null;
}

/** A small action of a row (Edit, Publish, Delete…), with the row's name for screen readers. */
export function RowButton({
  label,
  srLabel,
  onClick,
  disabled,
  danger = false,
  dataAttr,
}: {
  label: string;
  srLabel: string;
  onClick: () => void;
  disabled?: boolean;
  danger?: boolean;
  dataAttr?: string;
}) {
  return (
    <button
      type="button"
      className={`btn btn-outline min-h-11 px-3 text-sm ${danger ? "border-red-300 text-red-800 hover:bg-red-50" : ""}`}
      onClick={onClick}
      disabled={disabled}
      aria-label={srLabel}
      data-row-action={dataAttr}
    >
      {label}
    </button>
  );
}

/** Said above an editor's form when its save was refused as based on an outdated copy (409). */
export function StaleNotice({ message }: { message: string | null }) {
  const t = useTexts(texts);
  // The dialog shows the version saved meanwhile beside the form (components/admin-dialog.tsx).
  const newerShown = useDialogSaves()?.newerShown ?? false;
  if (!message || newerShown) return null;
  return (
    <div role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950">
      <p className="font-semibold">{message}</p>
      <p className="mt-1 text-sm">{t.stale}</p>
    </div>
  );
}

/** The link to an item's public page, at the end of its row, named after the item for screen readers. */
export function ViewLink({ href, label, title }: { href: string; label: string; title: string }) {
  return (
    <Link href={href} className="ml-auto inline-flex min-h-11 items-center text-sm font-semibold text-brand underline underline-offset-2">
      {label}
      <span className="sr-only"> — {title}</span>
    </Link>
  );
}
