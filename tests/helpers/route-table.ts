/**
 * Every route an Express app has mounted, read from its router stack (Express 5, router 2): the
 * method and the full path pattern of each, so that a test can go through all of them — those
 * added tomorrow included — rather than through a list someone keeps by hand.
 */
import type { Express } from "express";

export type MountedRoute = { method: string; path: string };

type Layer = {
  rawPath?: unknown;
  slash?: boolean;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
};

/** The paths a layer was declared with (a router mounted without one, or `use(fn)`: ""). */
const pathsOf = (layer: Layer): string[] => {
  if (layer.slash) return [""];
  const raw = layer.route ? layer.route.path : layer.rawPath;
  const list = Array.isArray(raw) ? raw : [raw];
  // A RegExp path cannot be written out as an address: none is mounted today, and a test would see it missing.
  return list.filter((p): p is string => typeof p === "string").map((p) => (p === "/" && !layer.route ? "" : p));
};

const join = (prefix: string, path: string) => (`${prefix}${path}`.replaceAll(/\/{2,}/g, "/").replace(/\/+$/, "") || "/");

function walk(stack: Layer[], prefix: string, found: MountedRoute[]) {
  for (const layer of stack) {
    if (layer.route) {
      const methods = Object.keys(layer.route.methods).filter((m) => layer.route!.methods[m] && m !== "_all");
      for (const path of pathsOf(layer)) for (const method of methods) found.push({ method, path: join(prefix, path) });
    } else if (Array.isArray(layer.handle.stack)) {
      for (const path of pathsOf(layer)) walk(layer.handle.stack, join(prefix, path), found);
    }
  }
}

/** The app's routes, in the order they are matched, each method apart (HEAD and OPTIONS as Express adds them are not listed). */
export function mountedRoutes(app: Express): MountedRoute[] {
  const router = (app as unknown as { router: { stack: Layer[] } }).router;
  const found: MountedRoute[] = [];
  walk(router.stack, "", found);
  // A path answered by two routers (a public POST and the form limiter before it) is one endpoint.
  return found.filter((route, i) => found.findIndex((r) => r.method === route.method && r.path === route.path) === i);
}

/** An address for a pattern: each `:param` a UUID (an id that exists nowhere), each wildcard one segment. */
export const addressOf = (pattern: string, id = "00000000-0000-4000-8000-000000000000") =>
  pattern.replaceAll(/:[A-Za-z_]\w*/g, id).replaceAll(/\*[A-Za-z_]\w*/g, "x").replaceAll(/[{}]/g, "");
