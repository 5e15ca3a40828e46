/**
 * Who is signed in (GET /api/auth/me), signing in and out. The session lives on the server
 * (CONTRACT §4.6): the cookie is HttpOnly, so the client only ever asks.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SessionResponse } from "@shared/admin";
import { apiPaths } from "@shared/paths";
import type { LoginInput } from "@shared/schema";
import { useEffect } from "react";
import { ADMIN_KEY, adminSend, getSession, postSignIn } from "./admin-api";
import { clearSessionEnded, markSessionEnded, useSessionEnded } from "./session-events";
import { useI18n } from "@/i18n";

const sessionKey = [apiPaths.me];

export function useSession() {
  const { lang } = useI18n();
  const ended = useSessionEnded();
  const query = useQuery(
    queryOptions<SessionResponse | null>({
      queryKey: sessionKey,
      queryFn: () => getSession<SessionResponse>(apiPaths.me, lang),
      staleTime: 0,
    }),
  );
  const { data, refetch } = query;
  // When the session would end unused, ask again: if another tab or call kept it alive the server
  // answers a later end; if it has ended, the sign-in form comes back saying so.
  useEffect(() => {
    if (!data) return;
    const wait = Math.min(new Date(data.idleExpiresAt).getTime(), new Date(data.expiresAt).getTime()) - Date.now() + 1000;
    const timer = setTimeout(() => {
      void refetch().then((result) => {
        if (result.data === null) markSessionEnded();
      });
    }, Math.max(1000, Math.min(wait, 2 ** 31 - 1)));
    return () => clearTimeout(timer);
  }, [data, refetch]);
  // A call that found the session gone: the session is gone for every tab of the admin.
  return { ...query, user: ended ? null : (query.data?.user ?? null), ended };
}

export function useSignIn() {
  const { lang } = useI18n();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => postSignIn<{ user: SessionResponse["user"] }>(apiPaths.login, lang, input),
    onSuccess: async () => {
      clearSessionEnded();
      // What was loaded under the old session is read again under the new one.
      await queryClient.invalidateQueries();
    },
  });
}

export function useSignOut() {
  const { lang } = useI18n();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => adminSend<{ message: string }>("POST", apiPaths.logout, lang),
    onSuccess: () => {
      queryClient.setQueryData(sessionKey, null);
      // Nothing of the admin's data stays in memory after signing out.
      queryClient.removeQueries({ queryKey: [ADMIN_KEY] });
    },
  });
}

export { markSessionEnded };
