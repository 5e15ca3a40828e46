import { Suspense, useEffect, useRef } from "react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { Route, Router, Switch, useLocation, useSearch } from "wouter";
import { FRENCH_PREFIX } from "@shared/paths";
import type { ClientConfig } from "@shared/site";
import type { Language } from "@shared/domain";
import { Footer } from "@/components/layout/footer";
import { Header } from "@/components/layout/header";
import { PageErrorBoundary } from "@/components/layout/page-error-boundary";
import { Toaster } from "@/components/ui/toaster-host";
import { LanguageContext, useI18n } from "@/i18n";
import { ConfigContext, useConfig } from "@/lib/config";
import { applyHead, buildHead } from "@/lib/head";
import { headContext, matchRoute, notFoundRoute, routes } from "@/routes";

export type AppProps = {
  lang: Language;
  config: ClientConfig;
  queryClient: QueryClient;
  /** On the server: the requested path (with its language prefix) and query. */
  ssrPath?: string;
  ssrSearch?: string;
};

export function App({ lang, config, queryClient, ssrPath, ssrSearch }: AppProps) {
  return (
    <ConfigContext.Provider value={config}>
      <LanguageContext.Provider value={lang}>
        <QueryClientProvider client={queryClient}>
          <Router base={lang === "fr" ? FRENCH_PREFIX : ""} ssrPath={ssrPath} ssrSearch={ssrSearch}>
            <Layout />
            <Toaster />
            {ssrPath === undefined && <HeadManager queryClient={queryClient} />}
          </Router>
        </QueryClientProvider>
      </LanguageContext.Provider>
    </ConfigContext.Provider>
  );
}

/**
 * The header, the page and the footer are each a Suspense boundary: React hydrates such a part
 * of the server's HTML in short slices (a render it can interrupt) rather than in one long task,
 * so a slow phone stays responsive while the page comes alive.
 */
function Layout() {
  const { t } = useI18n();
  const [location] = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="skip-link">
        {t.common.skipToContent}
      </a>
      <Suspense fallback={null}>
        <Header />
      </Suspense>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <PageErrorBoundary location={location}>
          <Suspense fallback={<p className="container-page py-10" role="status">{t.common.loading}</p>}>
            <Switch>
              {routes.map((route) => (
                <Route key={route.path} path={route.path} component={route.component} />
              ))}
              <Route component={notFoundRoute.component} />
            </Switch>
          </Suspense>
        </PageErrorBoundary>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </div>
  );
}

/** After each navigation in the browser: the new page's head, scroll to top, focus to its content. */
function HeadManager({ queryClient }: { queryClient: QueryClient }) {
  const { lang } = useI18n();
  const config = useConfig();
  const [location] = useLocation();
  const search = useSearch();
  const previous = useRef({ lang, location, search });

  // Marks the document once the page is interactive (browser tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);

  useEffect(() => {
    const before = previous.current;
    previous.current = { lang, location, search };
    // The server already wrote the first page's head.
    if (before.lang === lang && before.location === location && before.search === search) return;
    const { route, params } = matchRoute(location);
    const apply = () => applyHead(buildHead(route.head(headContext(lang, params, search, queryClient, config)), { lang, path: location, config }));
    apply();
    // A new page starts at its top, with the focus on its content; a new filter (query) keeps both.
    if (before.location !== location) {
      window.scrollTo(0, 0);
      document.getElementById("main")?.focus({ preventScroll: true });
    }
    // Data-dependent titles (a program's name) follow once its data arrives.
    return queryClient.getQueryCache().subscribe(apply);
  }, [lang, location, search, queryClient, config]);

  return null;
}
