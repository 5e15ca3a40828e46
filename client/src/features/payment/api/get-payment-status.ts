import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Language } from "@shared/domain";
import { apiPaths } from "@shared/paths";
import { ApiError } from "@/lib/api";
import { isSettled, type PaymentStatus, type StartedPayment } from "../types";

/**
 * GET /api/payments/:id?client_secret=…: where a payment stands, for whoever holds its proof (our
 * payment's token, or a Stripe PaymentIntent's client secret). Null when the server knows no such
 * payment (404). Read in the browser only; a request still on its way when nobody needs the
 * answer any more (the page left) is aborted.
 */
export const getPaymentStatusQueryOptions = (id: string, secret: string, lang: Language) =>
  queryOptions<PaymentStatus | null>({
    queryKey: [apiPaths.payments, id, { secret }],
    queryFn: async ({ signal }) => {
      const url = `${apiPaths.payment(id)}?client_secret=${encodeURIComponent(secret)}&lang=${lang}`;
      const res = await fetch(url, { credentials: "include", signal });
      if (res.status === 404) return null;
      if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
      return (await res.json()) as PaymentStatus;
    },
  });

/** The payment's status; idle (no request) when the address lacks the id or the proof. */
export const usePaymentStatus = (id: string | null, secret: string | null, lang: Language) =>
  useQuery({ ...getPaymentStatusQueryOptions(id ?? "", secret ?? "", lang), enabled: Boolean(id && secret) });

/** How long to wait before asking again, by the time since the request was sent to the phone. */
export const pollDelay = (elapsedMs: number) => (elapsedMs < 30_000 ? 3_000 : elapsedMs < 60_000 ? 5_000 : 10_000);

/**
 * A payment waiting for the payer (confirm on the phone), followed until it settles: every 3
 * seconds at first, then 5, then 10; never while the page is hidden (the phone's screen is on
 * the operator's prompt), and once more as soon as it is shown again. Stops when the status is
 * final, and when the component using it goes.
 */
export function usePaymentProgress(started: StartedPayment, lang: Language, since: number) {
  return useQuery({
    ...getPaymentStatusQueryOptions(started.payment.id, started.token, lang),
    initialData: started.payment,
    initialDataUpdatedAt: since,
    refetchInterval: (query) => (isSettled(query.state.data?.status) ? false : pollDelay(Date.now() - since)),
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: (query) => (isSettled(query.state.data?.status) ? false : "always"),
  });
}
