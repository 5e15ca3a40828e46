/**
 * The payments the home counts as to look at (GET /api/admin/payments/to-look-at): paid twice,
 * failed and not paid since, or pending for over a day; one page, newest first.
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { Page, PaymentLook, ReceivedPaymentItem } from "@shared/admin";
import { apiPaths } from "@shared/paths";
import { adminQuery, useAdminApi } from "../../lib/admin-api";

export function usePaymentsToLookAt(look: PaymentLook, page: number) {
  const { lang } = useAdminApi();
  return useQuery({ ...adminQuery<Page<ReceivedPaymentItem>>(apiPaths.admin.paymentsToLookAt, lang, { look, page }), placeholderData: keepPreviousData });
}
