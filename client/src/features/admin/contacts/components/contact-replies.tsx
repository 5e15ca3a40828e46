import type { ContactReplyItem } from "@shared/admin";
import type { Language } from "@shared/domain";
import { formatNodes } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { formatDateTime } from "../../lib/format";
import { useContactReplies } from "../api/contact-replies";
import { texts } from "../texts";

const statusTone: Record<NonNullable<ContactReplyItem["mail"]>["status"], string> = {
  pending: "bg-amber-50 text-amber-900 border-amber-300",
  sending: "bg-amber-50 text-amber-900 border-amber-300",
  sent: "bg-emerald-50 text-emerald-900 border-emerald-300",
  failed: "bg-red-50 text-red-900 border-red-300",
  dropped: "bg-slate-50 text-slate-800 border-slate-300",
  held: "bg-red-50 text-red-900 border-red-300",
};

/** The replies sent to a message from the site, oldest first: who wrote, when, and whether the mail went out. */
export function ContactReplies({ contactId, lang }: { contactId: string; lang: Language }) {
  const t = useTexts(texts);
  const { data } = useContactReplies(contactId);
  const replies = data?.replies ?? [];
  if (replies.length === 0) return null;
  return (
    <section aria-labelledby={`replies-${contactId}`} className="grid gap-3">
      <h3 id={`replies-${contactId}`} className="text-base font-bold text-brand">
        {t.replies}
      </h3>
      <ol className="grid gap-3">
        {replies.map((reply) => (
          <li key={reply.id} className="rounded-md border border-slate-200 p-3">
            <div className="mb-2 flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700">
              <span>
                {formatNodes(t.repliedBy, { name: reply.authorName, date: <time dateTime={reply.createdAt}>{formatDateTime(reply.createdAt, lang)}</time> })}
              </span>
              <span className={`rounded-full border px-2 py-0.5 text-xs font-semibold ${reply.mail ? statusTone[reply.mail.status] : "border-slate-300 text-slate-700"}`}>
                {reply.mail ? t.mailStatus[reply.mail.status] : t.mailGone}
              </span>
            </div>
            <p className="whitespace-pre-wrap wrap-anywhere text-slate-900">{reply.body}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
