/**
 * The Members tab's calls: the list paged on the server (GET /api/memberships), a change to one
 * member (PUT /api/memberships/:id, with the version of the copy on screen: 409 when it is
 * outdated) and the address of the CSV export of the current filters.
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useRef } from "react";
import type { DuesFilter, MemberItem, MemberRecord, MemberResponse, Page } from "@shared/admin";
import type { Language, MembershipCategory, MembershipStatus, PaymentChannel, PaymentMethod } from "@shared/domain";
import { memberCountry } from "@shared/countries";
import { apiPaths } from "@shared/paths";
import type { PatchMembership } from "@shared/schema";
import { useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { adminGet, adminQuery, adminSend, adminUrl, ApiError, useAdminApi } from "../../lib/admin-api";
import { differingFields } from "../../lib/newer-version";
import type { NewerVersion } from "../../lib/save-failure";
import { useAdminMutation } from "../../lib/use-admin-mutation";
import { texts as adminTexts } from "../../texts";
import { texts } from "../texts";

export type MembersFilters = {
  status?: MembershipStatus;
  method?: PaymentMethod;
  /** Dues (the application's or a year's) paid through this operator or way (docs/decisions/021-one-list-of-payments.md). */
  operator?: PaymentChannel;
  category?: MembershipCategory;
  /** Part of the country's name. */
  country?: string;
  dues?: DuesFilter;
  /** Members who paid this year, or whom it is due of and who did not pay it. */
  paidFor?: number;
  dueFor?: number;
  q?: string;
  page: number;
};

/** The filters without the page: what the list, its count and the CSV export select. */
export type MembersSelection = Omit<MembersFilters, "page">;

/** The query GET /api/memberships and its CSV take (membersQuerySchema), empty texts left out. */
const selection = ({ status, method, operator, category, country, dues, paidFor, dueFor, q }: MembersSelection) => ({
  status,
  method,
  operator,
  category,
  country: country?.trim() || undefined,
  dues,
  paidFor,
  dueFor,
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

/** The fields whose values are codes, shown by their words. */
const coded = new Set(["category", "status", "language", "country"]);

/** After a 409 on an outdated copy: the member as saved meanwhile (null when it cannot be read). */
async function savedMeanwhile(error: unknown, id: string, lang: Language): Promise<MemberRecord | null> {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  try {
    return (await adminGet<MemberResponse>(apiPaths.admin.membership(id), lang)).membership;
  } catch {
    return null;
  }
}

/**
 * Saves a change to a member: the lists are read again and a toast says so. Made in the edit
 * dialog, a save refused because someone else saved the member meanwhile (409) shows their version
 * beside the typing (components/newer-version-notice.tsx); 'save over it' then bases the next save
 * on that version.
 */
export function useUpdateMember(onSuccess?: (result: MemberResponse) => void) {
  const t = useTexts(texts);
  const { labels, newerVersion: words } = useTexts(adminTexts);
  const { lang } = useI18n();
  const newer = useRef<MemberRecord | null>(null);
  const base = useRef<{ id: string; version: number } | null>(null);
  // A category, a status, a language and a country say their words, not their codes.
  const shown = (member: MemberRecord): Record<string, unknown> => ({
    ...member,
    country: memberCountry(member, lang),
    category: labels.category[member.category],
    status: labels.membershipStatus[member.status],
    language: labels.language[member.language],
  });
  const newerVersion = ({ id, patch }: MemberChange): NewerVersion | null => {
    const saved = newer.current;
    if (saved?.id !== id) return null;
    // The form holds a country by its code (the list's value), as it holds a category.
    const fields = differingFields({ ...saved, country: saved.countryCode ?? saved.country }, patch, labels.field, words).map((field) =>
      coded.has(field.key) ? { ...field, lines: [{ text: String(shown(saved)[field.key]) }] } : field,
    );
    return { fields, saveOnTop: () => (base.current = { id, version: saved.version }) };
  };
  return useAdminMutation<MemberChange, MemberResponse>({
    mutationFn: async (change, lang) => {
      const based = base.current?.id === change.id && change.patch.version !== undefined ? { ...change, patch: { ...change.patch, version: base.current.version } } : change;
      try {
        return await updateMember(based, lang);
      } catch (error) {
        newer.current = await savedMeanwhile(error, change.id, lang);
        throw error;
      }
    },
    newerVersion,
    reloads: [apiPaths.admin.memberships],
    success: t.updated,
    failure: t.updateFailed,
    onSuccess,
  });
}

/** The CSV of the members the filters select, its headings in the admin's language. */
export const membersCsvUrl = (lang: Language, filters: MembersSelection) => adminUrl(apiPaths.admin.membershipsCsv, lang, selection(filters));
