/**
 * The Members tab's calls: the list paged on the server (GET /api/memberships), a change to one
 * member (PUT /api/memberships/:id, with the version of the copy on screen: 409 when it is
 * outdated) and the address of the CSV export of the current filters.
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { DuesFilter, MemberItem, MemberResponse, Page } from "@shared/admin";
import type { Language, MembershipCategory, MembershipStatus, PaymentMethod } from "@shared/domain";
import { apiPaths } from "@shared/paths";
import type { PatchMembership } from "@shared/schema";
import { useTexts } from "@/i18n/texts";
import { adminQuery, adminSend, adminUrl, useAdminApi } from "../../lib/admin-api";
import { useAdminMutation } from "../../lib/use-admin-mutation";
import { texts } from "../texts";

export type MembersFilters = {
  status?: MembershipStatus;
  method?: PaymentMethod;
  category?: MembershipCategory;
  /** Part of the country's name. */
  country?: string;
  dues?: DuesFilter;
  q?: string;
  page: number;
};

/** The filters without the page: what the list, its count and the CSV export select. */
export type MembersSelection = Omit<MembersFilters, "page">;

/** The query GET /api/memberships and its CSV take (membersQuerySchema), empty texts left out. */
const selection = ({ status, method, category, country, dues, q }: MembersSelection) => ({
  status,
  method,
  category,
  country: country?.trim() || undefined,
  dues,
  q: q || undefined,
});

/** One page of members, newest first; the page on screen stays while the next one loads. */
export function useMembers(filters: MembersFilters) {
  const { lang } = useAdminApi();
  // The query GET /api/memberships takes (membersQuerySchema): 20 a page, the server's default.
  const query = { ...selection(filters), page: filters.page };
  return useQuery({ ...adminQuery<Page<MemberItem>>(apiPaths.admin.memberships, lang, query), placeholderData: keepPreviousData });
}

export type MemberChange = { id: string; patch: PatchMembership };

export const updateMember = ({ id, patch }: MemberChange, lang: Language) =>
  adminSend<MemberResponse>("PUT", apiPaths.admin.membership(id), lang, patch);

/** Saves a change to a member: the lists are read again and a toast says so. */
export function useUpdateMember(onSuccess?: (result: MemberResponse) => void) {
  const t = useTexts(texts);
  return useAdminMutation<MemberChange, MemberResponse>({
    mutationFn: updateMember,
    reloads: [apiPaths.admin.memberships],
    success: t.updated,
    failure: t.updateFailed,
    onSuccess,
  });
}

/** The CSV of the members the filters select, its headings in the admin's language. */
export const membersCsvUrl = (lang: Language, filters: MembersSelection) => adminUrl(apiPaths.admin.membershipsCsv, lang, selection(filters));
