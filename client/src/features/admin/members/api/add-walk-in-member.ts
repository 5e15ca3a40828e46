/**
 * Adding a member who walks in, with the dues paid now (POST /api/admin/members). The server
 * records the payment as the record-a-payment dialog does; its refusals are the dialog's to show
 * (on the field, or above the buttons), so this mutation does not use the admin's toasting one.
 * A 401 still brings the sign-in form back.
 */
import { useMutation, useQuery } from "@tanstack/react-query";
import type { SiteSettings, WalkInForm, WalkInMemberResponse } from "@shared/admin";
import { walkInFromForm } from "@shared/admin";
import { apiPaths } from "@shared/paths";
import { toast } from "@/hooks/use-toast";
import { format } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { adminQuery, adminSend, useAdminApi } from "../../lib/admin-api";
import { changedByPayment } from "../../lib/payments-api";
import { texts } from "../texts";

export function useAddWalkInMember(onAdded: (result: WalkInMemberResponse) => void) {
  const t = useTexts(texts).walkIn;
  const { lang, reload } = useAdminApi();
  return useMutation({
    mutationFn: (form: WalkInForm) => adminSend<WalkInMemberResponse>("POST", apiPaths.admin.walkInMembers, lang, walkInFromForm(form)),
    onSuccess: async (result) => {
      await reload(...changedByPayment(apiPaths.admin.memberships));
      const { membership } = result;
      // Without an address nothing was mailed: staff print the receipt or send it on WhatsApp.
      toast({ title: format(t.added, { name: membership.fullName }), description: membership.email ? t.mailed : t.noEmail });
      onAdded(result);
    },
  });
}

/**
 * The dues in force and Settings' membership year: the dialog's amount and year. Read as the public
 * pages read them (GET /api/site-settings): the treasurer's role does not open Settings (shared/roles.ts).
 */
export function useDuesSettings() {
  const { lang } = useAdminApi();
  return useQuery(adminQuery<SiteSettings>(apiPaths.siteSettings, lang));
}
