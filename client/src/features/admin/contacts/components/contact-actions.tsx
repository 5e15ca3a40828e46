import { useEffect, useRef, type ReactNode } from "react";
import type { ContactItem } from "@shared/admin";
import type { Language } from "@shared/domain";
import { format } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { formatDateTime } from "../../lib/format";
import { currentVersion, type ContactStatusChange } from "../api/contacts";
import { replyHref } from "../api/reply-link";
import { texts } from "../texts";

/**
 * 'Mark as read' (for a new message) and 'Reply': a real mailto: link, which the browser hands to
 * the e-mail application; following it also marks the message replied (the link is not stopped).
 */
export function ContactActions({
  contact,
  lang,
  busy,
  onChange,
  replyHintId,
  children,
}: {
  contact: ContactItem;
  lang: Language;
  busy: boolean;
  onChange: (change: ContactStatusChange) => void;
  replyHintId?: string;
  children?: ReactNode;
}) {
  const t = useTexts(texts);
  const attribution = format(t.replyQuote, { date: formatDateTime(contact.createdAt, lang), name: contact.name });
  // 'Mark as read' goes once the message is read: the focus it had moves to 'Reply', not to the page.
  const replyRef = useRef<HTMLAnchorElement>(null);
  const markedFromKeyboardFocus = useRef(false);
  useEffect(() => {
    if (contact.status !== "new" && markedFromKeyboardFocus.current) {
      markedFromKeyboardFocus.current = false;
      replyRef.current?.focus();
    }
  }, [contact.status]);
  return (
    <div className="flex flex-wrap gap-2">
      {children}
      {contact.status === "new" && (
        <button
          type="button"
          className="btn btn-outline"
          disabled={busy}
          onClick={(event) => {
            markedFromKeyboardFocus.current = document.activeElement === event.currentTarget;
            onChange({ id: contact.id, status: "read", version: currentVersion(contact) });
          }}
        >
          {t.markRead}
        </button>
      )}
      <a
        ref={replyRef}
        className="btn btn-primary"
        href={replyHref(contact, attribution)}
        aria-describedby={replyHintId}
        onClick={() => {
          if (contact.status !== "replied") onChange({ id: contact.id, status: "replied", version: currentVersion(contact) });
        }}
      >
        {t.reply}
      </a>
    </div>
  );
}
