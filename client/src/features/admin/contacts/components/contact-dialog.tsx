import type { ContactItem } from "@shared/admin";
import type { Language } from "@shared/domain";
import { useTexts } from "@/i18n/texts";
import { AdminDialog, SAFE_CHOICE } from "../../components/admin-dialog";
import { StatusBadge } from "../../components/status-badge";
import { formatDateTime } from "../../lib/format";
import type { ContactStatusChange } from "../api/contacts";
import { texts as adminTexts } from "../../texts";
import { texts } from "../texts";
import { ContactActions } from "./contact-actions";
import { ContactReplies } from "./contact-replies";
import { ContactReplyForm } from "./contact-reply-form";

/**
 * The whole message, its line breaks kept, with the same actions as its card (opening it marks it
 * read; the mail-client link is the second way to reply), the replies sent from the site, and the
 * box to write one. What is typed there is kept on this device until it is sent (`draftKey`).
 */
export function ContactDialog({
  contact,
  lang,
  busy,
  onClose,
  onChange,
  onDelete,
  onReplied,
}: {
  contact: ContactItem | null;
  lang: Language;
  busy: boolean;
  onClose: () => void;
  onChange: (change: ContactStatusChange) => void;
  onDelete: () => void;
  /** A reply was sent: the message as the server now has it (replied). */
  onReplied: (contact: ContactItem) => void;
}) {
  const t = useTexts(texts);
  const labels = useTexts(adminTexts).labels;
  return (
    <AdminDialog
      // One dialog per message: its draft, its failure notice and its reply box are that message's.
      key={contact?.id ?? "closed"}
      draftKey={contact ? `contact-reply:${contact.id}` : undefined}
      open={contact !== null}
      onOpenChange={(open) => !open && onClose()}
      title={contact?.subject ?? ""}
    >
      {contact && (
        <div className="grid gap-4">
          {/* Who wrote and when, in the body (an address has no place to break in the dialog's header). */}
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-baseline gap-x-3 gap-y-1 text-sm">
            <dt className="font-semibold text-slate-700">{t.from}</dt>
            <dd className="wrap-anywhere text-slate-900">
              {contact.name} &lt;{contact.email}&gt;
            </dd>
            <dt className="font-semibold text-slate-700">{t.received}</dt>
            <dd className="text-slate-900">
              <time dateTime={contact.createdAt}>{formatDateTime(contact.createdAt, lang)}</time>
            </dd>
            <dt className="font-semibold text-slate-700">{labels.field.status}</dt>
            <dd>
              <StatusBadge kind="contact" value={contact.status} />
            </dd>
          </dl>
          {/* The focus starts on the message, not in the reply box: a phone's keyboard would hide what is to be read. */}
          <p tabIndex={-1} {...{ [SAFE_CHOICE]: "" }} className="rounded-md bg-slate-50 p-4 whitespace-pre-wrap wrap-anywhere text-slate-900">
            {contact.message}
          </p>
          <ContactActions contact={contact} busy={busy} onChange={onChange} onDelete={onDelete} replyLabel={t.replyInMailApp} />
          <ContactReplies contactId={contact.id} lang={lang} />
          <ContactReplyForm contact={contact} onSent={onReplied} />
        </div>
      )}
    </AdminDialog>
  );
}
