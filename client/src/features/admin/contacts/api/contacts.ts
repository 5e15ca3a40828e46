/**
 * The messages of the contact form (GET /api/contacts, PUT and DELETE /api/contacts/:id): one page
 * of them, newest first, optionally searched by sender and text; the change of a message's status
 * (read, replied, or back to unread or not replied) with the version the list showed — a copy
 * changed meanwhile by someone else is refused (409) and the list reloads; and deleting spam.
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ContactItem, ContactResponse, Page } from "@shared/admin";
import type { MessageResponse } from "@shared/api-types";
import type { ContactStatus } from "@shared/domain";
import { apiPaths } from "@shared/paths";
import { useTexts } from "@/i18n/texts";
import { adminQuery, adminSend, useAdminApi } from "../../lib/admin-api";
import { useAdminMutation } from "../../lib/use-admin-mutation";
import { texts } from "../texts";

export type ContactsPage = Page<ContactItem>;

export function useContacts(query: { status?: ContactStatus; q?: string; page: number }) {
  const { lang } = useAdminApi();
  // The query contactsQuerySchema reads (its page size is the server's default: ten).
  const params = { status: query.status, q: query.q || undefined, page: query.page };
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

/** A version the server answered with (a status change, a reply that marked the message replied). */
export const rememberVersion = (contact: Pick<ContactItem, "id" | "version">) => knownVersions.set(contact.id, contact.version);

export const currentVersion = (contact: Pick<ContactItem, "id" | "version">) => Math.max(contact.version, knownVersions.get(contact.id) ?? 0);

export type ContactStatusChange = { id: string; status: ContactStatus; version: number };

/**
 * Marks a message read, replied, unread (`new`) or not replied (back to `read`); the list (and the
 * dashboard's counts) are read again. `quiet`: no toast (the message marked read as it is opened).
 */
export function useSetContactStatus(onSuccess?: (contact: ContactItem) => void, { quiet = false }: { quiet?: boolean } = {}) {
  const t = useTexts(texts);
  return useAdminMutation<ContactStatusChange, ContactResponse>({
    mutationFn: async ({ id, status, version }, lang) => {
      const result = await adminSend<ContactResponse>("PUT", apiPaths.admin.contact(id), lang, { status, version });
      rememberVersion(result.contact);
      return result;
    },
    reloads: [apiPaths.admin.contacts, apiPaths.admin.stats, apiPaths.admin.activity],
    success: quiet ? undefined : t.updated,
    failure: t.updateFailed,
    onSuccess: (result) => onSuccess?.(result.contact),
  });
}

/** Deletes a message (spam), once confirmed; the server records it in the audit log. */
export function useDeleteContact(onSuccess?: (id: string) => void) {
  const t = useTexts(texts);
  return useAdminMutation<ContactItem, MessageResponse & { id: string }>({
    mutationFn: async (contact, lang) => ({ ...(await adminSend<MessageResponse>("DELETE", apiPaths.admin.contact(contact.id), lang)), id: contact.id }),
    reloads: [apiPaths.admin.contacts, apiPaths.admin.stats, apiPaths.admin.activity],
    success: (result) => result.message,
    failure: t.deleteFailed,
    onSuccess: (result) => onSuccess?.(result.id),
  });
}
