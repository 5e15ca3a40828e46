import type { ContactItem } from "@shared/admin";
import type { Language } from "@shared/domain";
import { useTexts } from "@/i18n/texts";
import { formatDate, formatDateTime } from "../../lib/format";
import { texts as adminTexts } from "../../texts";

/** What a row shows of a message: the start of its text, on one line (the dialog shows all of it). */
const snippet = (message: string) => message.replace(/\s+/g, " ").trim().slice(0, 160);

/**
 * One message of the compact inbox, one line on a laptop: unread marker, sender, subject and the
 * start of the text, date; on a phone the sender and the date above the subject and text. The
 * whole row opens the message (which marks it read); its actions are in the dialog.
 */
export function ContactRow({ contact, lang, onView }: { contact: ContactItem; lang: Language; onView: () => void }) {
  const labels = useTexts(adminTexts).labels;
  const isNew = contact.status === "new";
  return (
    <button
      type="button"
      onClick={onView}
      className={`grid w-full min-w-0 grid-cols-[0.625rem_minmax(0,1fr)_auto] items-baseline gap-x-2 px-3 py-2.5 text-left text-sm hover:bg-slate-50 focus-visible:relative focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand sm:grid-cols-[0.625rem_minmax(0,11rem)_minmax(0,1fr)_auto] sm:gap-x-3 ${
        isNew ? "bg-white" : "bg-slate-50/60"
      }`}
    >
      <span aria-hidden="true" className={`h-2.5 w-2.5 self-center rounded-full ${isNew ? "bg-brand" : ""}`} />
      {/* Read first by a screen reader: the status, then who, what and when. */}
      <span className="sr-only">{labels.contactStatus[contact.status]}, </span>
      <span className={`truncate ${isNew ? "font-bold text-slate-900" : "text-slate-800"}`}>{contact.name}</span>
      <span className="sr-only">, </span>
      <span className="col-start-2 col-end-4 row-start-2 truncate sm:col-start-3 sm:col-end-4 sm:row-start-1">
        <span className={isNew ? "font-bold text-slate-900" : "font-medium text-slate-900"}>{contact.subject}</span>
        <span aria-hidden="true" className="text-slate-500">
          {" "}
          —{" "}
        </span>
        <span className="sr-only">, </span>
        <span className="text-slate-600">{snippet(contact.message)}</span>
      </span>
      <span className="sr-only">, </span>
      <time
        dateTime={contact.createdAt}
        title={formatDateTime(contact.createdAt, lang)}
        className={`col-start-3 row-start-1 text-xs whitespace-nowrap sm:col-start-4 ${isNew ? "font-semibold text-slate-900" : "text-slate-600"}`}
      >
        {contact.status === "replied" && (
          <span aria-hidden="true" className="mr-1 text-slate-500">
            ↩
          </span>
        )}
        {formatDate(contact.createdAt, lang)}
      </time>
    </button>
  );
}
