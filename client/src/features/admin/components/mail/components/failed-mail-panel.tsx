import { format, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { formatDateTime } from "../../../lib/format";
import { useFailedMail, useRetryMail } from "../api/failed-mail";
import { texts } from "../texts";

/**
 * The mails the server gave up sending, each with Send again. Shown on the dashboard only when
 * there are some: on a healthy site the dashboard stays as it is.
 */
export function FailedMailPanel() {
  const t = useTexts(texts);
  const { lang } = useI18n();
  const failed = useFailedMail();
  const retry = useRetryMail();
  const items = failed.data?.items ?? [];
  if (items.length === 0) return null;

  return (
    <section aria-labelledby="failed-mail-title" className="min-w-0 rounded-lg border border-red-300 bg-red-50 p-4">
      <h3 id="failed-mail-title" className="text-lg font-bold text-brand">
        {t.heading}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{t.intro}</p>
      <ul className="mt-3 grid gap-3">
        {items.map((mail) => (
          <li key={mail.id} className="min-w-0 rounded-md border border-slate-200 bg-white p-3 [overflow-wrap:anywhere]">
            <p className="font-semibold text-brand">{t.templates[mail.template as keyof typeof t.templates] ?? mail.template}</p>
            <p className="text-sm text-slate-700">{format(t.to, { recipients: mail.recipients.join(", ") })}</p>
            <p className="text-sm text-slate-700">{format(t.tries, { count: mail.attempts, date: formatDateTime(mail.createdAt, lang) })}</p>
            {mail.reason ? <p className="text-sm text-slate-700">{format(t.reason, { reason: mail.reason })}</p> : null}
            <button type="button" className="btn btn-outline mt-2 min-h-11" disabled={retry.isPending} onClick={() => retry.mutate(mail)}>
              {t.retry}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
