/**
 * The dashboard's reads (GET /api/admin/stats, /activity, /audit): counted by the server from the
 * database, re-read whenever the tab is opened (adminQuery: never stale).
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { PAGE_SIZES, type ActivityResponse, type AdminStats, type AuditItem, type Page } from "@shared/admin";
import { apiPaths } from "@shared/paths";
import { adminQuery, useAdminApi } from "../../lib/admin-api";

export function useStats() {
  const { lang } = useAdminApi();
  return useQuery(adminQuery<AdminStats>(apiPaths.admin.stats, lang));
}

export function useActivity() {
  const { lang } = useAdminApi();
  return useQuery(adminQuery<ActivityResponse>(apiPaths.admin.activity, lang));
}

const AUDIT_PAGE_SIZE = PAGE_SIZES.audit;

export function useAudit(page: number) {
  const { lang } = useAdminApi();
  return useQuery({
    ...adminQuery<Page<AuditItem>>(apiPaths.admin.audit, lang, { page, pageSize: AUDIT_PAGE_SIZE }),
    // While the next page loads, the current one stays (the pager does not jump).
    placeholderData: keepPreviousData,
  });
}
