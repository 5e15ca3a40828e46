/**
 * The donations (GET /api/donations): one page of the filtered list, newest first, each with how
 * it was paid, with the totals of the whole filter per currency; and the address of their CSV
 * export with the same filter.
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { DonationRecord, DonationsPage } from "@shared/admin";
import type { Currency, DonationStatus, Language, PaymentMethod } from "@shared/domain";
import { apiPaths } from "@shared/paths";
import { adminQuery, adminUrl, useAdminApi } from "../../lib/admin-api";

/** What the filter form applies: each part optional; `method`, a successful payment made that way; days are `YYYY-MM-DD`, both included. */
export type DonationFilter = { status?: DonationStatus; currency?: Currency; method?: PaymentMethod; from?: string; to?: string };

export function useDonations(filter: DonationFilter, page: number) {
  const { lang } = useAdminApi();
  return useQuery({
    ...adminQuery<DonationsPage>(apiPaths.admin.donations, lang, { ...filter, page }),
    // While the next page or filter loads, the current one stays on screen.
    placeholderData: keepPreviousData,
  });
}

/** The CSV of every donation of the filter, its header in the admin's language. */
export const donationsCsvUrl = (filter: DonationFilter, lang: Language) => adminUrl(apiPaths.admin.donationsCsv, lang, { ...filter });

/** Who gave, as the lists name a donor: the name staff typed, else the e-mail. */
export const donorOf = (donation: Pick<DonationRecord, "donorName" | "email">) => donation.donorName ?? donation.email;
