/**
 * Renders the real application at an address, as the browser entry does (entry-client.tsx):
 * the language follows the address on every navigation. Data comes from fixed test data
 * through the query client's reader, never from the network.
 */
import { render, type RenderResult } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { QueryClient } from "@tanstack/react-query";
import { useBrowserLocation } from "wouter/use-browser-location";
import { defaultDuesAmounts } from "@shared/money";
import { apiPaths, splitLanguage } from "@shared/paths";
import type { ClientConfig } from "@shared/site";
import { App } from "@/app";
import { makeQueryClient, type JsonReader } from "@/lib/query-client";

export const testConfig: ClientConfig = {
  siteName: "Test Foundation",
  contactEmail: "hello@test-foundation.org",
  publicUrl: "http://localhost:5000",
  year: 2026,
  payments: {
    methods: { USD: ["card"], EUR: ["card"], CAD: ["card"], XOF: ["mobile_money", "card"] },
    stripePublishableKey: null,
    testMode: true,
    testMethods: ["mobile_money", "card"],
  },
};

/** What the stub API answers by default, keyed by the address a query reads. */
const defaultData: Record<string, unknown> = {
  [apiPaths.programs]: [],
  [apiPaths.articles]: [],
  [apiPaths.events]: { upcoming: [], past: [] },
  [apiPaths.siteSettings]: { dues: defaultDuesAmounts, nextAgm: "2026-01" },
};

export type RenderAppOptions = {
  /** Answers of the stub API by address (`/api/programs/code-for-change`), merged over the defaults. */
  data?: Record<string, unknown>;
  /** Options for `userEvent.setup()` (e.g. `advanceTimers` with fake timers). */
  user?: Parameters<typeof userEvent.setup>[0];
};

export type RenderAppResult = RenderResult & {
  user: ReturnType<typeof userEvent.setup>;
  queryClient: QueryClient;
  /** The addresses the pages asked the stub API for, in order. */
  reads: string[];
};

/**
 * A reader answering from `data`. An address without data is a 404: null when the query
 * accepts that (`on404: "returnNull"`), an error otherwise.
 */
function stubReader(data: Record<string, unknown>, reads: string[]): JsonReader {
  return async (url, options) => {
    reads.push(url);
    if (Object.hasOwn(data, url)) return data[url];
    if (options.on404 === "returnNull") return null;
    throw new Error(`404: no test data for ${url}`);
  };
}

function Root({ config, queryClient }: { config: ClientConfig; queryClient: QueryClient }) {
  // As in entry-client.tsx: the language follows the address, /fr/... is French.
  const lang = splitLanguage(useBrowserLocation()[0]).lang;
  return <App lang={lang} config={config} queryClient={queryClient} />;
}

/** The whole site at `path` (with its language prefix and query, e.g. `/fr/about?x=1`). */
export function renderApp(path: string, options: RenderAppOptions = {}): RenderAppResult {
  window.history.replaceState(null, "", path);
  const reads: string[] = [];
  const queryClient = makeQueryClient(stubReader({ ...defaultData, ...options.data }, reads));
  const user = userEvent.setup(options.user);
  const result = render(<Root config={testConfig} queryClient={queryClient} />);
  return { ...result, user, queryClient, reads };
}
