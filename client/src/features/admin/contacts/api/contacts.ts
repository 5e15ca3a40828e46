/**
 * The messages of the contact form (GET /api/contacts, PUT /api/contacts/:id): one page of them,
 * newest first, and the change of a message's status (read, replied) with the version the list
 * showed — a copy changed meanwhile by someone else is refused (409) and the list reloads.
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ContactItem, ContactResponse, Page } from "@shared/admin";
import type { ContactStatus } from "@shared/domain";
import { apiPaths } from "@shared/paths";
import { useTexts } from "@/i18n/texts";
import { adminQuery, adminSend, useAdminApi } from "../../lib/admin-api";
import { useAdminMutation } from "../../lib/use-admin-mutation";
import { texts } from "../texts";

export type ContactsPage = Page<ContactItem>;

export function useContacts(query: { status?: ContactStatus; page: number }) {
  const { lang } = useAdminApi();
  // The query contactsQuerySchema reads (its page size is the server's default: ten).
  const params = { status: query.status, page: query.page };
  return useQuery({
    ...adminQuery<ContactsPage>(apiPaths.admin.contacts, lang, params),
    // While the next page or filter loads, the current one stays on screen.
    placeholderData: keepPreviousData,
  });
}

/**
 * The version each message reached through this page's own changes, known as soon as the server
 * answers (before the list is read again): a reply clicked right after 'Mark as read' sends the
 * new version, not the one the list still shows.
 */
const knownVersions = new Map<string, number>();

export const currentVersion = (contact: Pick<ContactItem, "id" | "version">) => Math.max(contact.version, knownVersions.get(contact.id) ?? 0);

export type ContactStatusChange = { id: string; status: Exclude<ContactStatus, "new">; version: number };

/** Marks a message read or replied; the list (and the dashboard's counts) are read again. */
export function useSetContactStatus(onSuccess?: (contact: ContactItem) => void) {
  const t = useTexts(texts);
  return useAdminMutation<ContactStatusChange, ContactResponse>({
    mutationFn: async ({ id, status, version }, lang) => {
      const result = await adminSend<ContactResponse>("PUT", apiPaths.admin.contact(id), lang, { status, version });
      knownVersions.set(id, result.contact.version);
      return result;
    },
    reloads: [apiPaths.admin.contacts, apiPaths.admin.stats, apiPaths.admin.activity],
    success: t.updated,
    failure: t.updateFailed,
    onSuccess: (result) => onSuccess?.(result.contact),
  });
}
