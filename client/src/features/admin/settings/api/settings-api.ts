/**
 * Settings' reads and changes: one's own password (PUT /api/auth/password), the administrators
 * (/api/admin/users), the site's settings (/api/admin/settings) and who is notified of what arrives
 * (/api/admin/mail/settings). After a change the lists it
 * touches are read again (the audit log too: every change is recorded there).
 */
import { useMutation, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import {
  agmDateSchema,
  graceDaysSchema,
  nextYearFromSchema,
  changePasswordSchema,
  type AdminUser,
  type AdminUsersResponse,
  type ChangePasswordInput,
  type ChangeRoleInput,
  type CreateAdminInput,
  type PatchSiteSettings,
  type SiteSettings,
} from "@shared/admin";
import { languages } from "@shared/domain";
import { MAX_NOTIFY_EMAILS, mailApiPaths, mailSettingsSchema, type MailSettingsResponse, type PatchMailSettings } from "@shared/mail";
import { currencyInfo } from "@shared/money";
import { apiPaths } from "@shared/paths";
import type { Role } from "@shared/roles";
import { toast } from "@/hooks/use-toast";
import { useTexts } from "@/i18n/texts";
import { adminQuery, adminSend, ApiError, serverMessage, useAdminApi } from "../../lib/admin-api";
import type { AdminRuleKey } from "../../lib/field-messages";
import { forgetSession, useSession } from "../../lib/session";
import { texts as adminTexts } from "../../texts";

export function useSiteSettings() {
  const { lang } = useAdminApi();
  return useQuery(adminQuery<SiteSettings>(apiPaths.admin.settings, lang));
}

export function useAdminUsers() {
  const { lang } = useAdminApi();
  return useQuery(adminQuery<AdminUsersResponse>(apiPaths.admin.users, lang));
}

/**
 * A change of the settings tab: on success its lists are read again and a toast says so; on a
 * failure the destructive toast 'Error' says what failed, in the server's words when it sent
 * some (a taken name, the last administrator), and the caller may put field errors on its form.
 * A 401 shows nothing: the sign-in form comes back.
 */
function useSettingsChange<TInput, TResult>(options: {
  mutationFn: (input: TInput, lang: "en" | "fr") => Promise<TResult>;
  reloads: string[];
  success: string;
  failure: string;
  /** A refusal (409) the form shows itself (a taken name on its field, in the dialog): no toast. */
  conflictShownInPlace?: boolean;
  /** True when the change ended this very session (one's own account removed): signed out, nothing read again. */
  endsSession?: (input: TInput) => boolean;
  /** The toast then. */
  signedOut?: string;
}) {
  const { lang, reload, queryClient } = useAdminApi();
  const t = useTexts(adminTexts);
  return useMutation({
    mutationFn: (input: TInput) => options.mutationFn(input, lang),
    onSuccess: async (_result, input) => {
      if (options.endsSession?.(input)) {
        // Reading the lists again would meet a 401 and say the session "ended": it was closed on purpose.
        forgetSession(queryClient);
        toast({ title: options.signedOut ?? options.success });
        return;
      }
      await reload(...options.reloads);
      toast({ title: options.success });
    },
    onError: async (error) => {
      if (error instanceof ApiError && error.status === 401) return;
      const conflict = error instanceof ApiError && error.status === 409;
      if (conflict) await reload(...options.reloads);
      if (conflict && options.conflictShownInPlace) return;
      // A refused form (400) has its messages on its fields; anything else says what happened.
      const said = error instanceof ApiError && error.status !== 400 ? serverMessage(error) : null;
      toast({ variant: "destructive", title: t.common.error, description: said ?? options.failure });
    },
  });
}

/** The password form: the shared rule, plus the new password typed twice. */
export const passwordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string().min(1).max(200) })
  .refine((values) => values.newPassword === values.confirmPassword, { path: ["confirmPassword"], message: "passwordsDiffer" satisfies AdminRuleKey });

export function useChangePassword(text: { success: string; failure: string }) {
  return useSettingsChange({
    mutationFn: (input: ChangePasswordInput, lang) => adminSend<{ message: string }>("PUT", apiPaths.password, lang, input),
    reloads: [apiPaths.admin.audit],
    ...text,
  });
}

export function useCreateAdmin(text: { success: string; failure: string }) {
  return useSettingsChange({
    mutationFn: (input: CreateAdminInput, lang) => adminSend<{ user: AdminUser }>("POST", apiPaths.admin.users, lang, input),
    reloads: [apiPaths.admin.users, apiPaths.admin.audit],
    conflictShownInPlace: true,
    ...text,
  });
}

/** Another role for an administrator; one's own changed, who is signed in is read again (the tabs follow). */
export function useChangeRole(text: { success: string; failure: string }) {
  return useSettingsChange({
    mutationFn: ({ id, role }: { id: string; role: Role }, lang) => adminSend<{ user: AdminUser }>("PUT", apiPaths.admin.user(id), lang, { role } satisfies ChangeRoleInput),
    reloads: [apiPaths.admin.users, apiPaths.admin.audit],
    ...text,
  });
}

/** Removing an administrator; removing oneself signs one out (the server ended the session with the account). */
export function useRemoveAdmin(text: { success: string; failure: string; signedOut: string }) {
  const me = useSession().user?.id;
  return useSettingsChange({
    mutationFn: (user: AdminUser, lang) => adminSend<{ message: string }>("DELETE", apiPaths.admin.user(user.id), lang),
    reloads: [apiPaths.admin.users, apiPaths.admin.audit],
    conflictShownInPlace: true,
    endsSession: (user) => user.id === me,
    ...text,
  });
}

/** Whole FCFA, within what can be charged (the server's rule for the dues). */
const wholeFcfa = z.number().int().min(currencyInfo.XOF.minMajor).max(currencyInfo.XOF.maxMajor);

/** The settings form, flat: the three amounts, the date of the next assembly, the grace period and the day a new member's dues pay the next year. */
export const siteSettingsFormSchema = z.object({
  adherent_individual: wholeFcfa,
  adherent_organization: wholeFcfa,
  patron: wholeFcfa,
  nextAgm: agmDateSchema,
  graceDays: graceDaysSchema,
  nextYearFrom: nextYearFromSchema,
});
export type SiteSettingsValues = z.infer<typeof siteSettingsFormSchema>;

export const toSettingsPatch = ({ nextAgm, graceDays, nextYearFrom, ...dues }: SiteSettingsValues): PatchSiteSettings => ({ dues, nextAgm, graceDays, nextYearFrom });

export function useSaveSiteSettings(text: { success: string; failure: string }) {
  return useSettingsChange({
    mutationFn: (patch: PatchSiteSettings, lang) => adminSend<SiteSettings>("PUT", apiPaths.admin.settings, lang, patch),
    // The public pages (join, statutes) read the settings too.
    reloads: [apiPaths.admin.settings, apiPaths.siteSettings, apiPaths.admin.audit],
    ...text,
  });
}

export function useMailSettings() {
  const { lang } = useAdminApi();
  return useQuery(adminQuery<MailSettingsResponse>(mailApiPaths.settings, lang));
}

/** The addresses as typed: one a line (commas, semicolons and spaces separate them too). */
export const splitAddresses = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

const oneAddress = mailSettingsSchema.shape.notifyEmails.element;

/**
 * The notifications form: the addresses in one box, each checked by the shared rule (the message
 * is the error map's, so the field says which rule failed), and the staff mails' language.
 */
export const mailSettingsFormSchema = z.object({
  notifyEmails: z.string().superRefine((text, ctx) => {
    const addresses = splitAddresses(text);
    if (addresses.length > MAX_NOTIFY_EMAILS) ctx.addIssue({ code: "custom", message: "addressCount" satisfies AdminRuleKey });
    const refused = addresses.map((address) => oneAddress.safeParse(address).error).find(Boolean);
    // The rule's issue without zod's own words: the form's error map words it.
    const { message: _message, path: _path, ...issue } = refused?.issues[0] ?? {};
    if (refused) ctx.addIssue(issue as Parameters<typeof ctx.addIssue>[0]);
  }),
  staffLanguage: z.enum(languages),
});
export type MailSettingsValues = z.infer<typeof mailSettingsFormSchema>;

export const toMailSettingsPatch = (values: MailSettingsValues): PatchMailSettings => ({
  notifyEmails: splitAddresses(values.notifyEmails),
  staffLanguage: values.staffLanguage,
});

export function useSaveMailSettings(text: { success: string; failure: string }) {
  return useSettingsChange({
    mutationFn: (patch: PatchMailSettings, lang) => adminSend<MailSettingsResponse>("PUT", mailApiPaths.settings, lang, patch),
    reloads: [mailApiPaths.settings, apiPaths.admin.audit],
    ...text,
  });
}
