import type { ContactItem } from "@shared/admin";
import type { Language } from "@shared/domain";
import { useTexts } from "@/i18n/texts";
import { AdminDialog } from "../../components/admin-dialog";
import { StatusBadge } from "../../components/status-badge";
import { formatDateTime } from "../../lib/format";
import type { ContactStatusChange } from "../api/contacts";
import { texts as adminTexts } from "../../texts";
import { texts } from "../texts";
import { ContactActions } from "./contact-actions";

/** The whole message, its line breaks kept, with the same actions as its card (opening it marks it read). */
export function ContactDialog({
  contact,
  lang,
  busy,
  onClose,
  onChange,
  onDelete,
}: {
  contact: ContactItem | null;
  lang: Language;
  busy: boolean;
  onClose: () => void;
  onChange: (change: ContactStatusChange) => void;
  onDelete: () => void;
}) {
  const t = useTexts(texts);
  const labels = useTexts(adminTexts).labels;
  return (
    <AdminDialog
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
          <p className="rounded-md bg-slate-50 p-4 whitespace-pre-wrap wrap-anywhere text-slate-900">{contact.message}</p>
          <ContactActions contact={contact} busy={busy} onChange={onChange} onDelete={onDelete} />
        </div>
      )}
    </AdminDialog>
  );
}
