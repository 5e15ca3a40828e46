/**
 * Runs before every client test file (jsdom): DOM matchers, a clean page and browser state
 * after each test, and console.error as a failure unless the test expects it.
 */
import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, vi } from "vitest";

// Pages load their code on demand (lazy chunks, islands): on a busy two-core machine (CI runs the
// suite twice, on two databases, beside other work) that can take longer than Testing Library's
// default second. Waiting longer changes nothing when the element comes at once.
configure({ asyncUtilTimeout: 5_000 });

// An error logged during a test fails it, unless the test mocks console.error itself
// (e.g. `vi.spyOn(console, "error").mockImplementation(() => {})` to assert on it).
const errors: unknown[][] = [];
const describeErrors = (when: string, logged: unknown[][]) =>
  new Error(`console.error was called ${when}:\n${logged.map((args) => args.map(String).join(" ")).join("\n")}`);
const originalError = console.error;
console.error = (...args: unknown[]) => {
  errors.push(args);
  originalError(...args);
};

// No test reaches the network: pages read their data through the query client's stub reader
// (see render.tsx), and tests of the fetch layer stub `fetch` themselves.
globalThis.fetch = (input: RequestInfo | URL) =>
  Promise.reject(new Error(`Network is disabled in client tests (fetch ${String(input)})`));

// jsdom does not implement scrolling; the app scrolls to the top after each navigation.
window.scrollTo = () => {};

// jsdom has no pointer capture; Radix Toast uses it for swiping on pointer down and up.
if (!Element.prototype.hasPointerCapture) {
  const captured = new WeakMap<Element, Set<number>>();
  Element.prototype.setPointerCapture = function (this: Element, pointerId: number) {
    const ids = captured.get(this) ?? new Set<number>();
    ids.add(pointerId);
    captured.set(this, ids);
  };
  Element.prototype.releasePointerCapture = function (this: Element, pointerId: number) {
    captured.get(this)?.delete(pointerId);
  };
  Element.prototype.hasPointerCapture = function (this: Element, pointerId: number) {
    return captured.get(this)?.has(pointerId) ?? false;
  };
}

function clearCookies() {
  for (const pair of document.cookie.split(";")) {
    const name = pair.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

function resetBrowserState() {
  window.localStorage.clear();
  window.sessionStorage.clear();
  clearCookies();
  window.history.replaceState(null, "", "/");
  document.title = "";
  document.documentElement.removeAttribute("lang");
  document.head.replaceChildren();
}

afterEach(() => {
  cleanup();
  resetBrowserState();
  const mocked = vi.isMockFunction(console.error);
  const logged = errors.splice(0);
  // A spy left by a test (console.error's included) must not reach the next one.
  vi.restoreAllMocks();
  if (!mocked && logged.length > 0) throw describeErrors("during the test", logged);
});

// What is logged after the last test (a late effect, a stray promise) fails the file too.
afterAll(() => {
  const logged = errors.splice(0);
  if (logged.length > 0) throw describeErrors("after the tests", logged);
});
