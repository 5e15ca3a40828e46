import { useId } from "react";
import type { ContactItem } from "@shared/admin";
import type { Language } from "@shared/domain";
import { useTexts } from "@/i18n/texts";
import { StatusBadge } from "../../components/status-badge";
import { formatDateTime } from "../../lib/format";
import type { ContactStatusChange } from "../api/contacts";
import { texts } from "../texts";
import { ContactActions } from "./contact-actions";

/** What the card shows of a message: its beginning (the dialog shows all of it). */
const PREVIEW_LENGTH = 240;
const preview = (message: string) => {
  const flat = message.replace(/\s+/g, " ").trim();
  return flat.length > PREVIEW_LENGTH ? `${flat.slice(0, PREVIEW_LENGTH).trimEnd()}…` : flat;
};

/** One message of the list: named by its subject, so each card's buttons are found inside it. */
export function ContactCard({
  contact,
  lang,
  busy,
  onView,
  onChange,
  onDelete,
  replyHintId,
}: {
  contact: ContactItem;
  lang: Language;
  busy: boolean;
  onView: () => void;
  onChange: (change: ContactStatusChange) => void;
  onDelete: () => void;
  replyHintId: string;
}) {
  const t = useTexts(texts);
  const titleId = useId();
  const isNew = contact.status === "new";
  return (
    <article
      aria-labelledby={titleId}
      className={`rounded-lg border bg-white p-4 shadow-sm sm:p-5 ${isNew ? "border-slate-300 border-l-4 border-l-brand" : "border-slate-200"}`}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={titleId} className={`min-w-0 text-base wrap-anywhere text-slate-900 ${isNew ? "font-bold" : "font-semibold"}`}>
          {contact.subject}
        </h3>
        <StatusBadge kind="contact" value={contact.status} />
      </div>
      <p className="mt-1 text-sm wrap-anywhere text-slate-700">
        <span className="font-medium text-slate-900">{contact.name}</span>
        <span aria-hidden="true"> · </span>
        <span className="sr-only">, </span>
        {contact.email}
      </p>
      <p className="text-sm text-slate-600">
        <time dateTime={contact.createdAt}>{formatDateTime(contact.createdAt, lang)}</time>
      </p>
      <p className="mt-2 line-clamp-2 wrap-anywhere text-slate-800">{preview(contact.message)}</p>
      <div className="mt-3">
        <ContactActions contact={contact} busy={busy} onChange={onChange} onDelete={onDelete} replyHintId={replyHintId}>
          <button type="button" className="btn btn-outline" onClick={onView}>
            {t.view}
          </button>
        </ContactActions>
      </div>
    </article>
  );
}
