/**
 * Every payment received (GET /api/admin/payments/received): one page of the filtered list,
 * newest first, with the money that stands per currency and each day; and the address of its
 * CSV export with the same filter (docs/decisions/021-one-list-of-payments.md).
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ReceivedPaymentKind, ReceivedPaymentsPage } from "@shared/admin";
import type { Language, PaymentChannel } from "@shared/domain";
import { apiPaths } from "@shared/paths";
import { adminQuery, adminUrl, useAdminApi } from "../../lib/admin-api";

/** What the filter form applies: dues, gifts or both; the operator or way; days `YYYY-MM-DD`, both included. */
export type ReceivedPaymentsFilter = {
  kind?: ReceivedPaymentKind;
  operator?: PaymentChannel;
  from?: string;
  to?: string;
};

/** The query the list and its CSV take: "all", the server's default, left out. */
const query = ({ kind, operator, from, to }: ReceivedPaymentsFilter) => ({ kind: kind === "all" ? undefined : kind, operator, from, to });

export function useReceivedPayments(filter: ReceivedPaymentsFilter, page: number) {
  const { lang } = useAdminApi();
  return useQuery({
    ...adminQuery<ReceivedPaymentsPage>(apiPaths.admin.receivedPayments, lang, { ...query(filter), page }),
    // While the next page or filter loads, the current one stays on screen.
    placeholderData: keepPreviousData,
  });
}

/** The CSV of every payment of the filter: give it the filter of the list on screen (`ReceivedPaymentsPage.filter`). */
export const receivedPaymentsCsvUrl = (filter: ReceivedPaymentsFilter, lang: Language) => adminUrl(apiPaths.admin.receivedPaymentsCsv, lang, query(filter));
