/**
 * The Contacts tab: every message sent through the contact form, newest first, paged on the
 * server, optionally only those of one status or holding a text (sender's name or e-mail, subject,
 * message). A message opens in a dialog, which marks it read; it can be marked unread again,
 * 'Reply' opens the e-mail application (mailto:) and marks it replied (which can be undone), and
 * spam is deleted after a confirmation.
 */
import { useEffect, useId, useState } from "react";
import type { ContactItem } from "@shared/admin";
import { contactStatuses, type ContactStatus } from "@shared/domain";
import { inputClass } from "@/components/ui/form-field";
import { format } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { Options } from "../../components/options";
import { Pager } from "../../components/pager";
import { SearchField } from "../../components/search-field";
import { QueryState } from "../../components/query-state";
import { useAdminApi } from "../../lib/admin-api";
import { texts as adminTexts } from "../../texts";
import { currentVersion, useContacts, useDeleteContact, useSetContactStatus } from "../api/contacts";
import { texts } from "../texts";
import { ContactCard } from "./contact-card";
import { pageOf, paramOf, useAddressFilters } from "../../lib/use-address-filters";
import { useItemFromAddress } from "../../lib/use-item-from-address";
import { ContactDialog } from "./contact-dialog";
import { ContactRow } from "./contact-row";

type Layout = "cards" | "compact";

type Filters = { status: ContactStatus | ""; q: string | undefined; page: number };
const isStatus = (value: string): value is ContactStatus => contactStatuses.includes(value as ContactStatus);
const isText = (value: string): value is string => value.trim().length > 0 && value.length <= 100;
/** In the address, so that the home's "unread messages" opens the list on new ones (?tab=contacts&status=new). */
const filtersFromAddress = (params: URLSearchParams): Filters => ({ status: paramOf(params, "status", isStatus) ?? "", q: paramOf(params, "q", isText), page: pageOf(params) });
const filtersToAddress = ({ status, q, page }: Filters) => ({ status, q, page: page > 1 ? page : undefined });
/** The layout chosen on this device: staff with many messages keep the compact list. */
const LAYOUT_KEY = "admin.contacts.layout";
const storedLayout = (): Layout => {
  try {
    return localStorage.getItem(LAYOUT_KEY) === "compact" ? "compact" : "cards";
  } catch {
    return "cards";
  }
};

export function ContactsTab() {
  const t = useTexts(texts);
  const { common, labels } = useTexts(adminTexts);
  const { lang } = useAdminApi();
  const id = useId();
  const replyHintId = useId();
  const [filters, setFilters] = useAddressFilters(filtersFromAddress, filtersToAddress);
  const { status, q, page } = filters;
  const setPage = (next: number) => setFilters({ ...filters, page: next });
  const [opened, setOpened] = useState<ContactItem | null>(null);
  const [deleting, setDeleting] = useState<ContactItem | null>(null);
  const [layout, setLayout] = useState<Layout>(storedLayout);
  const chooseLayout = (next: Layout) => {
    setLayout(next);
    try {
      localStorage.setItem(LAYOUT_KEY, next);
    } catch {
      // Storage refused (private mode): the choice lasts until the page is left.
    }
  };
  const query = useContacts({ status: status || undefined, q, page });
  const keepOpenedFresh = (contact: ContactItem) => setOpened((current) => (current?.id === contact.id ? contact : current));
  const change = useSetContactStatus(keepOpenedFresh);
  // Opening a new message marks it read, without a toast: the badge says so.
  const markOpenedRead = useSetContactStatus(keepOpenedFresh, { quiet: true });
  const remove = useDeleteContact((removedId) => {
    setDeleting(null);
    setOpened((current) => (current?.id === removedId ? null : current));
  });
  const busyId = change.isPending ? change.variables?.id : markOpenedRead.isPending ? markOpenedRead.variables?.id : undefined;

  // A page emptied meanwhile (its messages changed status under the filter, or were deleted): go to the last one.
  const data = query.data;
  useEffect(() => {
    if (data && data.items.length === 0 && data.total > 0 && page > 1) setPage(Math.max(1, Math.ceil(data.total / data.pageSize)));
    // setPage writes the address: a new function at every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, page]);

  // The dialog shows the freshest copy: the list's once it is read again.
  const shown = opened ? (data?.items.find((item) => item.id === opened.id && item.version >= opened.version) ?? opened) : null;

  const open = (contact: ContactItem) => {
    setOpened(contact);
    if (contact.status === "new") markOpenedRead.mutate({ id: contact.id, status: "read", version: currentVersion(contact) });
  };
  // The staff mail's link (?tab=contacts&id=…) opens its message.
  useItemFromAddress(data?.items, open);

  return (
    <div className="mt-4 grid gap-4">
      <form role="search" aria-label={t.filters} onSubmit={(event) => event.preventDefault()} className="grid gap-3 sm:grid-cols-[14rem_minmax(0,1fr)] lg:w-[48rem] lg:max-w-full">
        <div>
          <label htmlFor={`${id}-status`} className="mb-1.5 block text-sm font-semibold text-slate-800">
            {labels.field.status}
          </label>
          <select
            id={`${id}-status`}
            className={inputClass}
            value={status}
            onChange={(event) => setFilters({ status: isStatus(event.target.value) ? event.target.value : "", q, page: 1 })}
          >
            <option value="">{common.all}</option>
            <Options values={contactStatuses} labels={labels.contactStatus} />
          </select>
        </div>
        <SearchField
          label={t.search}
          clearLabel={t.clearSearch}
          applied={q}
          onApply={(next) => setFilters({ status, q: next, page: 1 })}
        />
      </form>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <p id={replyHintId} className="max-w-prose text-sm text-slate-600">
          {t.replyHint}
        </p>
        <div role="group" aria-label={t.layout} className="flex shrink-0 gap-1 self-start rounded-lg border border-slate-200 bg-slate-50 p-1 sm:self-auto">
          {(["cards", "compact"] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={layout === option}
              onClick={() => chooseLayout(option)}
              className={`min-h-11 rounded-md px-3 text-sm font-semibold ${layout === option ? "bg-white text-brand shadow-sm" : "text-slate-700 hover:bg-white/70"}`}
            >
              {option === "cards" ? t.layoutCards : t.layoutCompact}
            </button>
          ))}
        </div>
      </div>
      {q && (
        <p className="text-sm text-slate-700" role="status">
          {format(t.searchingFor, { q })}
        </p>
      )}
      <QueryState query={query} isEmpty={(result) => result.total === 0} empty={q ? t.emptySearch : status ? t.emptyFiltered : t.empty}>
        {(result) => (
          <div aria-busy={query.isFetching && query.isPlaceholderData}>
            {layout === "compact" ? (
              <ul aria-label={t.listLabel} className="divide-y divide-slate-200 overflow-hidden rounded-lg border border-slate-200 bg-white">
                {result.items.map((contact) => (
                  <li key={contact.id}>
                    <ContactRow contact={contact} lang={lang} onView={() => open(contact)} />
                  </li>
                ))}
              </ul>
            ) : (
              <ul aria-label={t.listLabel} className="grid gap-3">
                {result.items.map((contact) => (
                  <li key={contact.id}>
                    <ContactCard
                      contact={contact}
                      lang={lang}
                      busy={busyId === contact.id}
                      onView={() => open(contact)}
                      onChange={(input) => change.mutate(input)}
                      onDelete={() => setDeleting(contact)}
                      replyHintId={replyHintId}
                    />
                  </li>
                ))}
              </ul>
            )}
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
        onDelete={() => shown && setDeleting(shown)}
        onReplied={keepOpenedFresh}
      />
      {deleting && (
        <ConfirmDialog
          title={t.deleteTitle}
          text={format(t.deleteText, { subject: deleting.subject, name: deleting.name })}
          action={t.deleteAction}
          pendingLabel={t.deleting}
          pending={remove.isPending}
          onConfirm={() => remove.mutate(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
