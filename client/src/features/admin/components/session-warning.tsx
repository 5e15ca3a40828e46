import { useEffect, useState } from "react";
import { format, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { texts } from "../texts";
import { AdminDialog } from "./admin-dialog";
import { FormActions } from "./form-actions";
import { formatClock, wallClock } from "@shared/format";

/** How long before a session's idle end the person is asked whether they are still there. */
export const WARN_BEFORE_MS = 2 * 60 * 1000;

/**
 * A couple of minutes before the session would end unused, a dialog asks whether the person is
 * still there; "Stay signed in" tells the server (which moves the idle end). Nothing is asked when
 * the end is the session's 12-hour bound, which staying cannot move. Keyed by the idle end by its
 * parent, so a new end starts afresh.
 */
export function SessionWarning({ idleExpiresAt, expiresAt, onStay }: { idleExpiresAt: string; expiresAt: string; onStay: () => void }) {
  const t = useTexts(texts).sessionWarning;
  const { lang } = useI18n();
  const [asking, setAsking] = useState(false);
  const idleEnd = Date.parse(idleExpiresAt);
  const extendable = idleEnd < Date.parse(expiresAt);

  useEffect(() => {
    if (!extendable) return;
    const timer = setTimeout(() => setAsking(true), Math.max(0, Math.min(idleEnd - WARN_BEFORE_MS - Date.now(), 2 ** 31 - 1)));
    return () => clearTimeout(timer);
  }, [idleEnd, extendable]);

  if (!asking) return null;
  // On the device's own clock: the moment is the person's, not the foundation's.
  const time = formatClock(wallClock(new Date(idleEnd), -new Date(idleEnd).getTimezoneOffset()), lang);
  const stay = () => {
    setAsking(false);
    onStay();
  };
  return (
    <AdminDialog open onOpenChange={(open) => !open && stay()} title={t.title} description={format(t.text, { time })}>
      <FormActions label={t.stay} pendingLabel={t.stay} pending={false} onAction={stay} />
    </AdminDialog>
  );
}
