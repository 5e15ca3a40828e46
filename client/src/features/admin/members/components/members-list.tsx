import type { MemberItem } from "@shared/admin";
import { memberCountry } from "@shared/countries";
import { useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { formatDate } from "../../lib/format";
import { texts as adminTexts } from "../../texts";
import { texts } from "../texts";
import { MemberActions, MemberDues } from "./member-details";
import { MemberName } from "./member-name";
import { MemberStatus } from "./member-status";
import { YearPaid } from "./year-paid";

type ListProps = {
  members: MemberItem[];
  onApprove: (member: MemberItem) => void;
  /** The member being approved, if any (its button waits). */
  approvingId: string | null;
  onRecord: (member: MemberItem) => void;
  onEdit: (member: MemberItem) => void;
};

/** An e-mail address that may wrap anywhere (a long one must not widen a phone's page). */
function Email({ email }: { email: string | null }) {
  const t = useTexts(texts);
  // A walk-in added without e-mail: the receipt is printed or sent on WhatsApp.
  if (!email) return <span className="text-slate-600">{t.noEmail}</span>;
  return (
    <a href={`mailto:${email}`} className="text-brand underline-offset-2 [overflow-wrap:anywhere] hover:underline">
      {email}
    </a>
  );
}

/**
 * The members of one page: a card each on a phone or a tablet, a table on a laptop. Only one
 * of the two is displayed (the other is `display: none`, so neither screen readers nor the
 * keyboard meet it twice).
 */
export function MembersList(props: ListProps) {
  return (
    <>
      <MembersCards {...props} />
      <MembersTable {...props} />
    </>
  );
}

function MembersCards({ members, onApprove, approvingId, onRecord, onEdit }: ListProps) {
  const t = useTexts(texts);
  const labels = useTexts(adminTexts).labels;
  const { lang } = useI18n();
  return (
    <ul aria-label={t.listLabel} className="grid gap-3 md:grid-cols-2 lg:hidden">
      {members.map((member) => (
        <li key={member.id} className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <div className="flex items-start justify-between gap-3">
            <h3 className="min-w-0 text-base font-bold [overflow-wrap:anywhere] text-slate-900">
              <MemberName member={member} />
            </h3>
            <MemberStatus member={member} />
          </div>
          <p className="mt-1 text-sm">
            {!member.erased && <Email email={member.email} />}
          </p>
          <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
            <dt className="font-semibold text-slate-700">{labels.field.country}</dt>
            <dd className="[overflow-wrap:anywhere] text-slate-900">{memberCountry(member, lang)}</dd>
            <dt className="font-semibold text-slate-700">{labels.field.category}</dt>
            <dd className="text-slate-900">{labels.category[member.category]}</dd>
            <dt className="font-semibold text-slate-700">{labels.field.language}</dt>
            <dd className="text-slate-900">{labels.language[member.language]}</dd>
            <dt className="font-semibold text-slate-700">{t.fields.dues}</dt>
            <dd>
              <MemberDues member={member} />
            </dd>
            <dt className="font-semibold text-slate-700">{t.yearPaid.column}</dt>
            <dd>
              <YearPaid member={member} />
            </dd>
            <dt className="font-semibold text-slate-700">{t.fields.applied}</dt>
            <dd className="text-slate-900">{formatDate(member.createdAt, lang)}</dd>
          </dl>
          <MemberActions
            member={member}
            onApprove={onApprove}
            approving={approvingId === member.id}
            onRecord={onRecord}
            onEdit={onEdit}
            className="mt-4"
          />
        </li>
      ))}
    </ul>
  );
}

function MembersTable({ members, onApprove, approvingId, onRecord, onEdit }: ListProps) {
  const t = useTexts(texts);
  const labels = useTexts(adminTexts).labels;
  const { lang } = useI18n();
  const th = "px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-slate-700 uppercase";
  return (
    <div className="hidden overflow-hidden rounded-lg border border-slate-200 lg:block">
      <table className="w-full table-fixed border-collapse text-sm">
        <caption className="sr-only">{t.listLabel}</caption>
        <colgroup>
          <col className="w-[23%]" />
          <col className="w-[12%]" />
          <col className="w-[9%]" />
          <col className="w-[10%]" />
          <col className="w-[16%]" />
          <col className="w-[10%]" />
          <col className="w-[20%]" />
        </colgroup>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={th}>{t.columns.member}</th>
            <th scope="col" className={th}>{labels.field.category}</th>
            <th scope="col" className={th}>{labels.field.status}</th>
            <th scope="col" className={th}>{t.yearPaid.column}</th>
            <th scope="col" className={th}>{t.fields.dues}</th>
            <th scope="col" className={th}>{t.fields.applied}</th>
            <th scope="col" className={th}>{t.columns.actions}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {members.map((member) => (
            <tr key={member.id} className="align-top">
              <th scope="row" className="px-3 py-3 text-left font-normal">
                <span className="block font-semibold [overflow-wrap:anywhere] text-slate-900">
                  <MemberName member={member} />
                </span>
                <span className="block">
                  {!member.erased && <Email email={member.email} />}
                </span>
                <span className="block text-slate-700">
                  {memberCountry(member, lang)} · {labels.language[member.language]}
                </span>
              </th>
              <td className="px-3 py-3 text-slate-900">{labels.category[member.category]}</td>
              <td className="px-3 py-3">
                <MemberStatus member={member} />
              </td>
              <td className="px-3 py-3">
                <YearPaid member={member} />
              </td>
              <td className="px-3 py-3">
                <MemberDues member={member} />
              </td>
              <td className="px-3 py-3 text-slate-900">{formatDate(member.createdAt, lang)}</td>
              <td className="px-3 py-3">
                <MemberActions member={member} onApprove={onApprove} approving={approvingId === member.id} onRecord={onRecord} onEdit={onEdit} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
