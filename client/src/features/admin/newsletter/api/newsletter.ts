/**
 * The newsletter's sign-ups (GET /api/admin/newsletter, paged on the server, searched by e-mail),
 * the address of their CSV, and the removal of one address on its owner's request
 * (DELETE /api/admin/newsletter/:id, audited on the server).
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { Page, SubscriberItem } from "@shared/admin";
import type { MessageResponse } from "@shared/api-types";
import type { Language } from "@shared/domain";
import { apiPaths } from "@shared/paths";
import { useTexts } from "@/i18n/texts";
import { adminQuery, adminSend, adminUrl, useAdminApi } from "../../lib/admin-api";
import { useAdminMutation } from "../../lib/use-admin-mutation";
import { texts } from "../texts";

export type SubscribersFilters = { q?: string; page: number };

/** One page of sign-ups, newest first (25, the server's default); the page on screen stays while the next loads. */
export function useSubscribers(filters: SubscribersFilters) {
  const { lang } = useAdminApi();
  const query = { q: filters.q || undefined, page: filters.page };
  return useQuery({ ...adminQuery<Page<SubscriberItem>>(apiPaths.admin.newsletter, lang, query), placeholderData: keepPreviousData });
}

/** The CSV of the sign-ups the search selects, its headings in the admin's language. */
export const subscribersCsvUrl = (lang: Language, q: string | undefined) => adminUrl(apiPaths.admin.newsletterCsv, lang, { q: q || undefined });

/** Removes an address; the list is read again and a toast says so in the server's words. */
export function useRemoveSubscriber(onSuccess?: () => void) {
  const t = useTexts(texts);
  return useAdminMutation<SubscriberItem, MessageResponse>({
    mutationFn: (subscriber, lang) => adminSend<MessageResponse>("DELETE", apiPaths.admin.subscriber(subscriber.id), lang),
    reloads: [apiPaths.admin.newsletter],
    success: (result) => result.message,
    failure: t.removeFailed,
    onSuccess,
  });
}
