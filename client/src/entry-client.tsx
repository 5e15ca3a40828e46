// First: before any code that may build a zod schema.
import "@/lib/zod-without-eval";
import { hydrate } from "@tanstack/react-query";
import { useBrowserLocation } from "wouter/use-browser-location";
import { localizedPath, splitLanguage } from "@shared/paths";
import type { ClientConfig } from "@shared/site";
import { App } from "@/app";
import { storedLanguage } from "@/lib/language";
import { makeQueryClient } from "@/lib/query-client";
import { matchRoute } from "@/routes";
import "./index.css";

const readJson = <T,>(id: string): T | undefined => {
  const text = document.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as T) : undefined;
};

const config = readJson<ClientConfig>("app-config")!;
const queryClient = makeQueryClient();
hydrate(queryClient, readJson("app-state") ?? {});

const { lang, path } = splitLanguage(window.location.pathname);
const preferred = storedLanguage();
if (lang === "en" && preferred === "fr") {
  // A choice stored in the browser wins on plain (English) addresses.
  window.location.replace(`${localizedPath(path, "fr")}${window.location.search}`);
} else {
  // React's renderer (~55 KB compressed, fetched at the same time as this script) is evaluated in
  // a task of its own, so that a slow phone's CPU is not held by one long task; and the page's
  // code first, so that hydration finds exactly what the server rendered.
  // If the page's code cannot be fetched (a bad connection), the page stays as the server sent
  // it: readable, its links plain links; hydrating would replace it with an error.
  void Promise.all([
    new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => import("react-dom/client")),
    Promise.resolve(matchRoute(path).route.preload?.()).then(
      () => true,
      () => false,
    ),
  ]).then(([{ hydrateRoot }, pageLoaded]) => pageLoaded && hydrateRoot(document.getElementById("root")!, <Root />));
}

function Root() {
  // The language follows the address: /fr/... is French.
  const current = splitLanguage(useBrowserLocation()[0]).lang;
  return <App lang={current} config={config} queryClient={queryClient} />;
}
