import { useEffect, useRef, type ReactNode } from "react";
import type { ContactItem } from "@shared/admin";
import { useTexts } from "@/i18n/texts";
import { currentVersion, type ContactStatusChange } from "../api/contacts";
import { replyHref } from "../api/reply-link";
import { texts } from "../texts";

/**
 * 'Mark as read' (a new message) or 'Mark as unread' (a read one), 'Mark as not replied' (a
 * replied one), 'Reply' — a real mailto: link, which the browser hands to the e-mail application;
 * following it also marks the message replied (the link is not stopped) — and 'Delete' (spam),
 * which asks first.
 */
export function ContactActions({
  contact,
  busy,
  onChange,
  onDelete,
  replyHintId,
  replyLabel,
  children,
}: {
  contact: ContactItem;
  busy: boolean;
  onChange: (change: ContactStatusChange) => void;
  onDelete: () => void;
  replyHintId?: string;
  /** The mail-client link's words where the site's own reply is offered beside it. */
  replyLabel?: string;
  children?: ReactNode;
}) {
  const t = useTexts(texts);
  // A status button goes once its change is made: the focus it had moves to 'Reply', not to the page.
  const replyRef = useRef<HTMLAnchorElement>(null);
  const changedFromKeyboardFocus = useRef(false);
  useEffect(() => {
    if (changedFromKeyboardFocus.current) {
      changedFromKeyboardFocus.current = false;
      replyRef.current?.focus();
    }
  }, [contact.status]);
  const statusButton = (label: string, status: ContactStatusChange["status"]) => (
    <button
      type="button"
      className="btn btn-outline"
      disabled={busy}
      onClick={(event) => {
        changedFromKeyboardFocus.current = document.activeElement === event.currentTarget;
        onChange({ id: contact.id, status, version: currentVersion(contact) });
      }}
    >
      {label}
    </button>
  );
  return (
    <div className="flex flex-wrap gap-2">
      {children}
      {contact.status === "new" ? statusButton(t.markRead, "read") : statusButton(t.markUnread, "new")}
      {contact.status === "replied" && statusButton(t.undoReplied, "read")}
      <a
        ref={replyRef}
        className="btn btn-primary"
        href={replyHref(contact)}
        aria-describedby={replyHintId}
        onClick={() => {
          if (contact.status !== "replied") onChange({ id: contact.id, status: "replied", version: currentVersion(contact) });
        }}
      >
        {replyLabel ?? t.reply}
      </a>
      <button type="button" className="btn btn-outline border-red-700 text-red-800 hover:bg-red-50" onClick={onDelete}>
        {t.delete}
      </button>
    </div>
  );
}
