/**
 * The convocations sent, newest first: the assembly, when and where, who sent it to how many, and
 * what became of its mails; "Who received it" opens each recipient with their mail's state.
 */
import { useState } from "react";
import type { OutboxStatus } from "@shared/schema";
import type { ConvocationItem } from "@shared/voters";
import { formatNumber } from "@shared/format";
import { format, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { AdminDialog } from "../../components/admin-dialog";
import { Badge, type BadgeTone } from "../../components/badge";
import { QueryState } from "../../components/query-state";
import { formatDateTime } from "../../lib/format";
import { useConvocation, useConvocations } from "../api/convocations";
import { texts } from "../texts";
import { plural } from "@shared/plural";

const tones: Record<OutboxStatus, BadgeTone> = { sent: "good", pending: "info", sending: "info", failed: "bad", dropped: "neutral", held: "bad" };

export function ConvocationsList() {
  const t = useTexts(texts).past;
  const { lang } = useI18n();
  const query = useConvocations();
  const [open, setOpen] = useState<ConvocationItem | null>(null);
  return (
    <>
      <QueryState query={query} isEmpty={(data) => data.items.length === 0} empty={t.empty}>
        {(data) => (
          <ul aria-label={t.title} className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {data.items.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">{format(t.assembly, { year: item.year })}</p>
                  <p className="text-sm wrap-anywhere text-slate-700">{format(t.heldAt, { date: formatDateTime(item.heldAt, lang), place: item.place })}</p>
                  <p className="text-sm text-slate-600">
                    {format(plural(item.recipients, { one: t.sentByOne, other: t.sentBy }, lang), {
                      date: formatDateTime(item.createdAt, lang),
                      username: item.sentByName,
                      count: formatNumber(item.recipients, lang),
                    })}
                  </p>
                  <p className="text-sm text-slate-600">
                    {format(t.counts, { sent: formatNumber(item.mails.sent, lang), waiting: formatNumber(item.mails.waiting, lang), failed: formatNumber(item.mails.failed, lang) })}
                  </p>
                </div>
                <button type="button" className="btn btn-outline min-h-11" aria-label={format(t.recipientsFor, { year: item.year })} onClick={() => setOpen(item)}>
                  {t.recipients}
                </button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {open && <RecipientsDialog convocation={open} onClose={() => setOpen(null)} />}
    </>
  );
}

function RecipientsDialog({ convocation, onClose }: { convocation: ConvocationItem; onClose: () => void }) {
  const t = useTexts(texts).past;
  const { lang } = useI18n();
  const query = useConvocation(convocation.id);
  return (
    <AdminDialog
      open
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={format(t.recipientsTitle, { year: convocation.year })}
      description={format(t.heldAt, { date: formatDateTime(convocation.heldAt, lang), place: convocation.place })}
    >
      <QueryState query={query}>
        {(data) => (
          <>
            <p className="mb-3 text-sm text-slate-700" aria-live="polite">
              {format(t.counts, { sent: formatNumber(data.convocation.mails.sent, lang), waiting: formatNumber(data.convocation.mails.waiting, lang), failed: formatNumber(data.convocation.mails.failed, lang) })}
            </p>
            <ul aria-label={t.recipientsLabel} className="divide-y divide-slate-200 rounded-lg border border-slate-200">
              {data.recipients.map((recipient) => (
                <li key={recipient.memberId} className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1 px-3 py-2">
                  <div className="min-w-0">
                    <p className="font-medium wrap-anywhere text-slate-900">{recipient.fullName}</p>
                    <p className="text-sm wrap-anywhere text-slate-600">{recipient.email}</p>
                    {recipient.sentAt && <p className="text-sm text-slate-600">{format(t.sentAt, { date: formatDateTime(recipient.sentAt, lang) })}</p>}
                    {recipient.status !== "sent" && recipient.lastError && (
                      <p className="text-sm wrap-anywhere text-red-800">{format(t.error, { reason: recipient.lastError })}</p>
                    )}
                  </div>
                  <Badge tone={tones[recipient.status]}>{t.status[recipient.status]}</Badge>
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryState>
    </AdminDialog>
  );
}
