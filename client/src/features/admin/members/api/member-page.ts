/**
 * A member's page (GET /api/admin/members/:memberId), a staff note about them (POST …/notes) and
 * the row of the year due, to record its payment (POST …/years). The page's address is the Members
 * tab's with `member=<id>`, so that a reload or a shared link opens it again.
 */
import { useMutation, useQuery } from "@tanstack/react-query";
import type { MemberNoteResponse, MemberPageResponse, MemberYearResponse } from "@shared/admin";
import { apiPaths, paths } from "@shared/paths";
import { adminQuery, adminSend, useAdminApi } from "../../lib/admin-api";

export const memberPageHref = (memberId: string) => `${paths.admin}?tab=members&member=${encodeURIComponent(memberId)}`;

/** From the list: its filters stay in the address beside the member, so that the way back finds the list as it was. */
export const memberPageHrefFrom = (search: string, memberId: string) => {
  const params = new URLSearchParams(search);
  params.set("tab", "members");
  params.set("member", memberId);
  return `${paths.admin}?${params.toString()}`;
};

/** Back to the list, with the filters it had. */
export const membersListHrefFrom = (search: string) => {
  const params = new URLSearchParams(search);
  params.delete("member");
  params.set("tab", "members");
  return `${paths.admin}?${params.toString()}`;
};

export function useMemberPage(memberId: string) {
  const { lang } = useAdminApi();
  return useQuery(adminQuery<MemberPageResponse>(apiPaths.admin.member(memberId), lang));
}

/** Adds a note; the page is read again once it is saved. A failure is the form's to say (it keeps the text). */
export function useAddNote(memberId: string) {
  const { lang, reload } = useAdminApi();
  return useMutation({
    mutationFn: (body: string) => adminSend<MemberNoteResponse>("POST", apiPaths.admin.memberNotes(memberId), lang, { body }),
    networkMode: "always",
    onSuccess: () => reload(apiPaths.admin.member(memberId), apiPaths.admin.audit),
  });
}

/** Asks the year's row (its dues in force), for the record-payment dialog. */
export function useAskYear(memberId: string) {
  const { lang } = useAdminApi();
  return useMutation({
    mutationFn: (year: number) => adminSend<MemberYearResponse>("POST", apiPaths.admin.memberYears(memberId), lang, { year }),
    networkMode: "always",
  });
}
