/**
 * The donations (GET /api/donations): one page of the filtered list, newest first, each with how
 * it was paid, with the totals per currency of what `count` selects (by default the money
 * received); and the address of their CSV export with the same filter.
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { DonationCount, DonationRecord, DonationsPage } from "@shared/admin";
import type { Currency, DonationStatus, Language, PaymentChannel, PaymentMethod } from "@shared/domain";
import { apiPaths } from "@shared/paths";
import { adminQuery, adminUrl, useAdminApi } from "../../lib/admin-api";

/**
 * What the filter form applies: each part optional; `method`, a successful payment made that way;
 * days are `YYYY-MM-DD`, both included; `q`, a text found in the donor's e-mail or name.
 */
export type DonationFilter = {
  status?: DonationStatus;
  currency?: Currency;
  method?: PaymentMethod;
  /** A successful payment carried by this operator or way (MTN, Moov, Celtiis, card, cash…). */
  operator?: PaymentChannel;
  from?: string;
  to?: string;
  q?: string;
};

export function useDonations(filter: DonationFilter, count: DonationCount, page: number) {
  const { lang } = useAdminApi();
  return useQuery({
    ...adminQuery<DonationsPage>(apiPaths.admin.donations, lang, { ...filter, count, page }),
    // While the next page or filter loads, the current one stays on screen.
    placeholderData: keepPreviousData,
  });
}

/**
 * The CSV of every donation of the filter, its header in the admin's language. Give it the filter
 * of the list on screen (`DonationsPage.filter`), so that what is downloaded is what is shown.
 */
export const donationsCsvUrl = (filter: DonationFilter, lang: Language) =>
  adminUrl(apiPaths.admin.donationsCsv, lang, {
    status: filter.status,
    currency: filter.currency,
    method: filter.method,
    operator: filter.operator,
    from: filter.from,
    to: filter.to,
    q: filter.q,
  });

/** Who gave, as the lists name a donor: the name staff typed, else the e-mail. */
export const donorOf = (donation: Pick<DonationRecord, "donorName" | "email">) => donation.donorName ?? donation.email ?? "—";
