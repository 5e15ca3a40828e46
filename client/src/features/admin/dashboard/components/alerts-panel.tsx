import { useTexts } from "@/i18n/texts";
import { useAlerts, useRetryAllMail } from "../api/get-alerts";
import { alertsTexts } from "../alerts-texts";

/**
 * The top of the dashboard: the last backup (when, how large, where), then whatever the staff
 * must hear of today — a backup failed or too old, mails that have not left (with Send all again),
 * a payment provider that does not answer, webhooks refused — each in plain words from the server.
 */
export function AlertsPanel() {
  const t = useTexts(alertsTexts);
  const alerts = useAlerts();
  const retryAll = useRetryAllMail();
  if (!alerts.data) return null;
  const { backup, alerts: warnings } = alerts.data;

  return (
    <section aria-labelledby="dashboard-alerts-title" className="min-w-0 [overflow-wrap:anywhere]">
      <h3 id="dashboard-alerts-title" className="sr-only">
        {t.heading}
      </h3>
      <p className="text-sm text-slate-700" data-testid="backup-line">
        {backup.line}
      </p>
      {warnings.length > 0 ? (
        <ul className="mt-3 grid gap-3">
          {warnings.map((alert) => (
            <li key={alert.key} className="rounded-lg border border-amber-400 bg-amber-50 p-4 text-amber-950" data-alert={alert.key}>
              <p className="font-semibold">{alert.message}</p>
              {alert.kind === "mail" ? (
                <button type="button" className="btn btn-outline mt-3 min-h-11" disabled={retryAll.isPending} onClick={() => retryAll.mutate()}>
                  {t.retryAll}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {retryAll.data ? (
        <p role="status" className="mt-3 rounded-md border border-slate-300 bg-white p-3 text-sm text-slate-800">
          {retryAll.data.message}
        </p>
      ) : null}
    </section>
  );
}
