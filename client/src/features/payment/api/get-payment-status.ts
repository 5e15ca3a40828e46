import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiPaths } from "@shared/paths";
import { getJson } from "@/lib/api";
import type { PaymentStatus } from "../types";

/**
 * GET /api/payments/:id?client_secret=…: where a payment stands, for whoever holds its client
 * secret (the proof). Null when the server knows no such payment (404). Read in the browser
 * only: the page is never loaded on the server.
 */
export const getPaymentStatusQueryOptions = (id: string, clientSecret: string) =>
  queryOptions<PaymentStatus | null>({
    queryKey: [apiPaths.payments, id, { clientSecret }],
    queryFn: async () =>
      (await getJson(`${apiPaths.payment(id)}?client_secret=${encodeURIComponent(clientSecret)}`, {
        on404: "returnNull",
      })) as PaymentStatus | null,
  });

/** The payment's status; idle (no request) when the address lacks the id or the secret. */
export const usePaymentStatus = (id: string | null, clientSecret: string | null) =>
  useQuery({ ...getPaymentStatusQueryOptions(id ?? "", clientSecret ?? ""), enabled: Boolean(id && clientSecret) });
