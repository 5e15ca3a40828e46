/**
 * The Contacts tab: every message sent through the contact form, newest first, paged on the
 * server, optionally only those of one status. A message opens in a dialog; it can be marked read,
 * and 'Reply' opens the e-mail application (mailto:) and marks it replied.
 */
import { useEffect, useId, useState } from "react";
import type { ContactItem } from "@shared/admin";
import { contactStatuses, type ContactStatus } from "@shared/domain";
import { FormField } from "@/components/ui/form-field";
import { useTexts } from "@/i18n/texts";
import { Options } from "../../components/options";
import { Pager } from "../../components/pager";
import { QueryState } from "../../components/query-state";
import { useAdminApi } from "../../lib/admin-api";
import { texts as adminTexts } from "../../texts";
import { useContacts, useSetContactStatus } from "../api/contacts";
import { texts } from "../texts";
import { ContactCard } from "./contact-card";
import { ContactDialog } from "./contact-dialog";

export function ContactsTab() {
  const t = useTexts(texts);
  const { common, labels } = useTexts(adminTexts);
  const { lang } = useAdminApi();
  const replyHintId = useId();
  const [status, setStatus] = useState<ContactStatus | "">("");
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<ContactItem | null>(null);
  const query = useContacts({ status: status || undefined, page });
  const change = useSetContactStatus((contact) => setOpened((current) => (current?.id === contact.id ? contact : current)));
  const busyId = change.isPending ? change.variables?.id : undefined;

  // A page emptied meanwhile (its messages changed status under the filter): go to the last one.
  const data = query.data;
  useEffect(() => {
    if (data && data.items.length === 0 && data.total > 0 && page > 1) setPage(Math.max(1, Math.ceil(data.total / data.pageSize)));
  }, [data, page]);

  // The dialog shows the freshest copy: the list's once it is read again.
  const shown = opened ? (data?.items.find((item) => item.id === opened.id && item.version >= opened.version) ?? opened) : null;

  return (
    <div className="mt-4 grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <FormField label={labels.field.status} className="w-full sm:w-56">
          <select
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as ContactStatus | "");
              setPage(1);
            }}
          >
            <option value="">{common.all}</option>
            <Options values={contactStatuses} labels={labels.contactStatus} />
          </select>
        </FormField>
        <p id={replyHintId} className="max-w-prose text-sm text-slate-600">
          {t.replyHint}
        </p>
      </div>
      <QueryState query={query} isEmpty={(result) => result.total === 0} empty={status ? t.emptyFiltered : t.empty}>
        {(result) => (
          <div aria-busy={query.isFetching && query.isPlaceholderData}>
            <ul aria-label={t.listLabel} className="grid gap-3">
              {result.items.map((contact) => (
                <li key={contact.id}>
                  <ContactCard
                    contact={contact}
                    lang={lang}
                    busy={busyId === contact.id}
                    onView={() => setOpened(contact)}
                    onChange={(input) => change.mutate(input)}
                    replyHintId={replyHintId}
                  />
                </li>
              ))}
            </ul>
            <Pager page={result.page} pageSize={result.pageSize} total={result.total} onPage={setPage} label={t.pagerLabel} />
          </div>
        )}
      </QueryState>
      <ContactDialog
        contact={shown}
        lang={lang}
        busy={shown !== null && busyId === shown.id}
        onClose={() => setOpened(null)}
        onChange={(input) => change.mutate(input)}
      />
    </div>
  );
}
