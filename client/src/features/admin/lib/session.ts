/**
 * Who is signed in (GET /api/auth/me, under the key `[apiPaths.me]`, which the server's rendering
 * of /admin fills: client/src/entry-server.tsx), signing in and out. The session lives on the server
 * (docs/rules.md R38): the cookie is HttpOnly, so the client only ever asks.
 */
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { SessionResponse } from "@shared/admin";
import type { SignInCodeRequired } from "@shared/two-factor";
import { apiPaths } from "@shared/paths";
import type { LoginInput } from "@shared/schema";
import { useEffect, useRef } from "react";
import { ADMIN_KEY, adminSend, getSession, postSignIn } from "./admin-api";
import { clearSessionEnded, markSessionEnded, useSessionEnded } from "./session-events";
import { forgetAllDrafts } from "./drafts";
import { useI18n } from "@/i18n";

const sessionKey = [apiPaths.me];

export function useSession() {
  const { lang } = useI18n();
  const ended = useSessionEnded();
  const query = useQuery(
    queryOptions<SessionResponse | null>({
      queryKey: sessionKey,
      queryFn: () => getSession<SessionResponse>(apiPaths.me, lang),
      // The page comes with the answer (server/ssr/handler.ts): it is not asked again on arrival,
      // only when the session would end (below), after signing in, and when a call finds it gone.
      staleTime: Infinity,
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
    mutationFn: (input: LoginInput) => postSignIn<{ user: SessionResponse["user"] } | SignInCodeRequired>(apiPaths.login, lang, input),
    onSuccess: async (answer) => {
      // Two-factor on: no session yet, the code comes next (components/two-factor-step.tsx).
      if ("twoFactorRequired" in answer) return;
      // What was loaded under the old session is read again under the new one — who is signed in
      // first, so that the admin kept under the sign-in (and what is typed in it) stays mounted.
      await queryClient.invalidateQueries();
      clearSessionEnded();
    },
  });
}

/**
 * The session is over on the server (signed out, or one's own account removed): the sign-in form
 * comes back, and nothing of the admin's data stays in memory.
 */
export function forgetSession(queryClient: QueryClient) {
  queryClient.setQueryData(sessionKey, null);
  queryClient.removeQueries({ queryKey: [ADMIN_KEY] });
}

/**
 * Waits until no call of the page is on its way (at most `limitMs`): a list still loading when the
 * person signs out would otherwise reach the server after the session is gone, and be refused. It
 * looks only after a first pause: by then the admin is put away (admin-page.tsx), and a call a tab
 * just mounted was about to start is on its way, counted, and waited for.
 */
export async function settled(queryClient: QueryClient, limitMs = 10_000) {
  const end = Date.now() + limitMs;
  do await new Promise((resolve) => setTimeout(resolve, 50));
  while (queryClient.isFetching() > 0 && Date.now() < end);
}

/** Signing out: the admin is put away first (admin-page.tsx), what it was loading arrives, then the session ends. */
export function useSignOut() {
  const { lang } = useI18n();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      // Nothing typed stays on the device once the person has asked to leave (lib/drafts.ts).
      forgetAllDrafts();
      await settled(queryClient);
      return adminSend<{ message: string }>("POST", apiPaths.logout, lang);
    },
    onSuccess: () => forgetSession(queryClient),
  });
}

/** Who is signed in, as last read (null signed out): the admin's dialogs key what they keep by it. */
export function useSignedInUsername(): string | null {
  return useQueryClient().getQueryData<SessionResponse | null>(sessionKey)?.user.username ?? null;
}

/** Activity is told to the server at most this often (it writes a session's use once a minute). */
export const ACTIVITY_EVERY_MS = 60 * 1000;

/**
 * Typing and clicking in the admin keep the session alive: at most once a minute while the person
 * is active, `POST /api/auth/activity`, whose answer (the new idle end) replaces /me's. Returns a
 * way to say it now (the warning's "Stay signed in").
 */
export function useActivityPing(signedIn: boolean) {
  const { lang } = useI18n();
  const queryClient = useQueryClient();
  const last = useRef(Date.now());
  const ping = useRef<(force?: boolean) => void>(() => {});
  ping.current = (force = false) => {
    if (!force && Date.now() - last.current < ACTIVITY_EVERY_MS) return;
    last.current = Date.now();
    adminSend<SessionResponse>("POST", apiPaths.activity, lang).then(
      (session) => queryClient.setQueryData(sessionKey, session),
      () => undefined, // a 401 brings the sign-in back (admin-api); no network: the next activity tries again
    );
  };
  useEffect(() => {
    if (!signedIn) return;
    const onActivity = () => ping.current();
    const events = ["keydown", "input", "pointerdown"] as const;
    for (const name of events) document.addEventListener(name, onActivity, { capture: true, passive: true });
    return () => {
      for (const name of events) document.removeEventListener(name, onActivity, { capture: true });
    };
  }, [signedIn]);
  return () => ping.current(true);
}

export { markSessionEnded };
