/**
 * Two-factor sign-in's calls (decision 027): one's own status, set-up, recovery codes and turning
 * off (/api/auth/two-factor…), and the rule for everyone (/api/admin/two-factor-policy).
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiPaths } from "@shared/paths";
import { twoFactorPaths, type RecoveryCodesResponse, type TwoFactorPolicy, type TwoFactorSetup, type TwoFactorStatus } from "@shared/two-factor";
import { adminQuery, adminSend, useAdminApi } from "../../lib/admin-api";

export function useTwoFactorStatus() {
  const { lang } = useAdminApi();
  return useQuery(adminQuery<TwoFactorStatus>(twoFactorPaths.status, lang));
}

export function useTwoFactorPolicy(enabled = true) {
  const { lang } = useAdminApi();
  return useQuery({ ...adminQuery<TwoFactorPolicy>(twoFactorPaths.policy, lang), enabled });
}

/** After a change: the status, the rule and the audit list are read again. */
function useReload() {
  const { reload } = useAdminApi();
  return () => reload(twoFactorPaths.status, twoFactorPaths.policy, apiPaths.admin.audit);
}

export function useStartSetUp() {
  const { lang } = useAdminApi();
  return useMutation({ mutationFn: (password: string) => adminSend<TwoFactorSetup>("POST", twoFactorPaths.setup, lang, { password }) });
}

/** Turns it on; `/me` is not read again here: the recovery codes are shown first (see `useSetUpDone`). */
export function useEnableTwoFactor() {
  const { lang } = useAdminApi();
  return useMutation({ mutationFn: (code: string) => adminSend<RecoveryCodesResponse>("POST", twoFactorPaths.enable, lang, { code }) });
}

/** The codes are put away: the status is read again, and `/me` (an administrator made to set it up goes on to the admin). */
export function useSetUpDone() {
  const reload = useReload();
  const queryClient = useQueryClient();
  return async () => {
    await reload();
    await queryClient.invalidateQueries({ queryKey: [apiPaths.me] });
  };
}

export function useNewRecoveryCodes() {
  const { lang } = useAdminApi();
  const reload = useReload();
  return useMutation({
    mutationFn: (password: string) => adminSend<RecoveryCodesResponse>("POST", twoFactorPaths.recoveryCodes, lang, { password }),
    onSuccess: () => void reload(),
  });
}

export function useDisableTwoFactor() {
  const { lang } = useAdminApi();
  const reload = useReload();
  return useMutation({
    mutationFn: (password: string) => adminSend<{ message: string }>("POST", twoFactorPaths.disable, lang, { password }),
    onSuccess: () => void reload(),
  });
}

export function useSetTwoFactorPolicy() {
  const { lang } = useAdminApi();
  const reload = useReload();
  return useMutation({
    mutationFn: (required: boolean) => adminSend<TwoFactorPolicy>("PUT", twoFactorPaths.policy, lang, { required }),
    onSuccess: () => void reload(),
  });
}
