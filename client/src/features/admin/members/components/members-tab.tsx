/**
 * The Members tab (docs/rules.md R39): the applications and members, newest first, 20 a page on
 * the server, filtered by status and by how the dues were paid, searched by name, e-mail or phone number; a
 * pending member is approved in one click (asked first whether unpaid dues were paid), dues paid
 * elsewhere are recorded, any member edited in a dialog; the CSV export follows the filters.
 */
import { useEffect, useId, useRef, useState } from "react";
import { useSearch } from "wouter";
import type { MemberItem, MemberRecord } from "@shared/admin";
import { PAGE_SIZES } from "@shared/admin";
import { format } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { AdminDialog } from "../../components/admin-dialog";
import { texts as adminTexts } from "../../texts";
import { Pager } from "../../components/pager";
import { QueryState } from "../../components/query-state";
import { useAdminApi } from "../../lib/admin-api";
import { useAddressFilters } from "../../lib/use-address-filters";
import { useItemFromAddress } from "../../lib/use-item-from-address";
import { useMembers, useUpdateMember } from "../api/members";
import { texts } from "../texts";
import { approvalAsksForDues, DuesQuestion } from "./dues-question";
import { MemberEditDialog } from "./member-edit-dialog";
import { MemberPage } from "./member-page";
import { filtersOn, MembersFiltersForm, membersFiltersFromAddress, membersFiltersToAddress } from "./members-filters";
import { MembersList } from "./members-list";
import { RecordDuesPaymentDialog } from "./record-dues-payment-dialog";
import { WalkInMemberDialog } from "./walk-in-member-dialog";
import { formatNumber } from "@shared/format";
import { plural } from "@shared/plural";

/** The dialog open over the list, if any, and its member. */
type Open = { dialog: "edit" | "record" | "approve"; member: MemberRecord } | { dialog: "walkIn" } | null;

/**
 * The tab: a member's page when the address names one (`?tab=members&member=<id>`, the list's
 * links), the list otherwise; the list keeps its filters while a page is open.
 */
export function MembersTab() {
  const memberId = new URLSearchParams(useSearch()).get("member");
  return (
    <>
      {memberId && <MemberPage key={memberId} memberId={memberId} />}
      <div hidden={Boolean(memberId)}>
        <MembersListTab />
      </div>
    </>
  );
}

function MembersListTab() {
  const t = useTexts(texts);
  const { lang } = useAdminApi();
  // In the address, so that the home's "applications waiting" opens the list on pending (?tab=members&status=pending).
  const [filters, setFilters] = useAddressFilters(membersFiltersFromAddress, membersFiltersToAddress);
  // On a phone the filters (not the search) fold behind one button, so that the members come first.
  const [showFilters, setShowFilters] = useState(false);
  const filtersId = useId();
  const on = filtersOn(filters);
  const [open, setOpen] = useState<Open>(null);
  const members = useMembers(filters);
  const listTop = useRef<HTMLDivElement>(null);
  // Once approved, a member has no Approve button any more: the focus goes to its Edit button.
  const approve = useUpdateMember((result) => focusMember(result.membership.id, listTop.current));
  const opener = useRef<HTMLElement | null>(null);
  const loading = useTexts(adminTexts).loading;

  // A dialog gives the focus back to the button that opened it (or to the list, if the member
  // left it): Radix only does that for its own trigger. From one dialog to the next (the
  // approval's question, then recording the payment) it stays with the dialogs.
  useEffect(() => {
    if (open || !opener.current) return;
    const element = opener.current;
    opener.current = null;
    if (element.isConnected) element.focus();
    else listTop.current?.focus();
  }, [open]);

  const filtered = Boolean(filters.status || filters.method || filters.operator || filters.category || filters.country || filters.dues || filters.paidFor || filters.dueFor || filters.q);
  const openDialog = (dialog: "edit" | "record" | "approve", member: MemberRecord) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen({ dialog, member });
  };
  // The staff mail's link (?tab=members&id=…) opens the member's details.
  useItemFromAddress(members.data?.items, (member) => setOpen({ dialog: "edit", member }));
  const approveNow = (member: MemberRecord) => approve.mutate({ id: member.id, patch: { status: "active", version: member.version } });
  const onApprove = (member: MemberItem) => (approvalAsksForDues(member) ? openDialog("approve", member) : approveNow(member));
  const onPage = (page: number) => {
    setFilters({ ...filters, page });
    listTop.current?.scrollIntoView({ block: "start" });
  };

  return (
    <div className="mt-4">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2 lg:justify-end">
        <button
          type="button"
          className="btn btn-outline min-h-11 px-4 lg:hidden"
          aria-expanded={showFilters}
          aria-controls={filtersId}
          onClick={() => setShowFilters((shown) => !shown)}
        >
          {on === 0 ? t.filtersToggle.none : format(t.filtersToggle.some, { count: on })}
        </button>
        <button
          type="button"
          className="btn btn-primary min-h-11 px-4"
          onClick={(event) => {
            opener.current = event.currentTarget;
            setOpen({ dialog: "walkIn" });
          }}
        >
          {t.walkIn.button}
        </button>
      </div>
      <MembersFiltersForm
        filters={filters}
        lang={lang}
        // A new filter or search starts again from the first page.
        onChange={(next) => setFilters({ ...next, page: 1 })}
        foldId={filtersId}
        open={showFilters}
      />
      <div ref={listTop} tabIndex={-1} className="mt-5 scroll-mt-4 focus:outline-none" aria-busy={members.isFetching}>
        <QueryState query={members} isEmpty={(data) => data.total === 0} empty={filtered ? t.empty : t.emptyAll}>
          {(data) => (
            <>
              <p className="mb-3 text-sm text-slate-700" role="status">
                {members.isPlaceholderData
                  ? loading
                  : `${filters.q ? `${format(t.searchingFor, { q: filters.q })} · ` : ""}${format(plural(data.total, t.count, lang), { count: formatNumber(data.total, lang) })}`}
              </p>
              <MembersList
                members={data.items}
                onApprove={onApprove}
                approvingId={approve.isPending ? approve.variables.id : null}
                onRecord={(member) => openDialog("record", member)}
                onEdit={(member) => openDialog("edit", member)}
              />
              <Pager page={data.page} pageSize={data.pageSize || PAGE_SIZES.members} total={data.total} onPage={onPage} label={t.listLabel} />
            </>
          )}
        </QueryState>
      </div>
      {open?.dialog === "walkIn" && <WalkInMemberDialog onClose={() => setOpen(null)} onAdded={() => setOpen(null)} />}
      {open?.dialog === "edit" && (
        <MemberEditDialog
          key={`${open.member.id}:${open.member.version}`}
          member={open.member}
          onClose={() => setOpen(null)}
          onRecordPayment={(member) => setOpen({ dialog: "record", member })}
        />
      )}
      {open?.dialog === "record" && <RecordDuesPaymentDialog key={open.member.id} member={open.member} onClose={() => setOpen(null)} />}
      {open?.dialog === "approve" && (
        <AdminDialog open onOpenChange={(isOpen) => !isOpen && setOpen(null)} title={t.dues.title}>
          <DuesQuestion
            member={open.member}
            onRecord={() => setOpen({ dialog: "record", member: open.member })}
            onApprove={() => {
              approveNow(open.member);
              setOpen(null);
            }}
            onCancel={() => setOpen(null)}
          />
        </AdminDialog>
      )}
    </div>
  );
}

/** Focuses the Edit button of a member on screen (the table's or the card's, whichever shows), else the list. */
function focusMember(id: string, list: HTMLElement | null) {
  const buttons = [...document.querySelectorAll<HTMLElement>(`[data-member-edit="${CSS.escape(id)}"]`)];
  const shown = buttons.find((button) => button.getClientRects().length > 0);
  if (shown) shown.focus();
  else list?.focus();
}
