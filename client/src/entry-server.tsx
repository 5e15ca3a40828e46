/**
 * Renders a page on the server: loads its data into a query client first, then renders
 * the whole tree (waiting for lazy parts) and gives back the HTML, the head and the status.
 */
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { dehydrate } from "@tanstack/react-query";
import type { SessionResponse } from "@shared/admin";
import { apiPaths, splitLanguage } from "@shared/paths";
import type { ClientConfig } from "@shared/site";
import { App } from "@/app";
import { buildHead, headToHtml } from "@/lib/head";
import { makeQueryClient, type JsonReader } from "@/lib/query-client";
import { headContext, matchRoute } from "@/routes";

export type RenderInput = {
  /** Path and query as requested, e.g. `/fr/programs?pillar=tvet`. */
  url: string;
  config: ClientConfig;
  /** Reads the API in-process. */
  read: JsonReader;
  /** /admin: who is signed in (null: nobody), read from the session's cookie; absent elsewhere. */
  session?: SessionResponse | null;
};

export type RenderResult = {
  status: number;
  lang: "en" | "fr";
  head: string;
  html: string;
  /** The query cache, to embed as JSON for hydration. */
  state: unknown;
  /** The page's own module, whose chunk the browser should fetch at once. */
  chunk?: string;
  /** Other modules the page shows at once (the signed-in administration), fetched with it. */
  chunks?: string[];
};

export async function render({ url, config, read, session }: RenderInput): Promise<RenderResult> {
  const { pathname, search } = new URL(url, "http://local");
  const { lang, path } = splitLanguage(pathname);
  const queryClient = makeQueryClient(read);
  // Under the key of /me's query (features/admin/lib/session.ts): the browser starts with the answer.
  if (session !== undefined) queryClient.setQueryData([apiPaths.me], session);
  const { route, params } = matchRoute(path);
  await Promise.all([route.preload?.(), route.load?.(queryClient, params)]);
  // A failed load is an error of the page, not a page without data.
  const failed = queryClient.getQueryCache().getAll().find((q) => q.state.status === "error");
  if (failed) throw failed.state.error;

  const head = route.head(headContext(lang, params, search, queryClient, config));
  const html = await renderToString(
    <App lang={lang} config={config} queryClient={queryClient} ssrPath={pathname} ssrSearch={search.replace(/^\?/, "")} />,
  );
  return {
    status: head.notFound ? 404 : 200,
    lang,
    head: headToHtml(buildHead(head, { lang, path, config })),
    html,
    state: dehydrate(queryClient),
    chunk: route.chunk,
    chunks: route.chunks?.(queryClient),
  };
}

/** Like renderToString, but waits for lazy components and suspended data. */
function renderToString(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on("data", (chunk: Buffer) => chunks.push(chunk));
    sink.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    sink.on("error", reject);
    const stream = renderToPipeableStream(element, {
      // Never outline a large boundary to be revealed later by an inline script (the CSP forbids
      // inline scripts, and the whole page is sent at once anyway).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => reject(error),
    });
  });
}
