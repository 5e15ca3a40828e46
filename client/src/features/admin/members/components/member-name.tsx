import { Link, useSearch } from "wouter";
import type { MemberRecord } from "@shared/admin";
import { format } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { memberPageHrefFrom } from "../api/member-page";
import { texts } from "../texts";

/** An application's name, a link to its member's page (an application without a member: the name alone). */
export function MemberName({ member }: { member: Pick<MemberRecord, "fullName" | "memberId"> }) {
  const t = useTexts(texts);
  const search = useSearch();
  if (!member.memberId) return <>{member.fullName}</>;
  return (
    <Link href={memberPageHrefFrom(search, member.memberId)} className="text-brand underline underline-offset-2 hover:no-underline" title={format(t.openMember, { name: member.fullName })}>
      {member.fullName}
    </Link>
  );
}
