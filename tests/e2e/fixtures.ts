/**
 * The `test` every browser spec uses: it fails a test in which the browser reported a console
 * error, an uncaught page error, or a failed request to the site itself, unless the test said it
 * expects a problem at that address (`browserProblems.expectAt(/\/no-such-page$/)`).
 */
import { test as base, expect, type APIRequest, type APIRequestContext, type BrowserContext, type Locator, type Page, type TestInfo } from "@playwright/test";

type Problem = { kind: "console error" | "page error" | "failed request" | "HTTP error"; url: string; text: string };

export class BrowserProblems {
  readonly #problems: Problem[] = [];
  readonly #expected: RegExp[] = [];

  constructor(private readonly origin: string) {}

  /** Problems at an address matching `url` are part of the test (a 404 page, say). */
  expectAt(url: RegExp) {
    this.#expected.push(url);
  }

  watch(context: BrowserContext) {
    context.on("console", (message) => {
      if (message.type() !== "error") return;
      this.#problems.push({ kind: "console error", url: message.location().url, text: message.text() });
    });
    context.on("weberror", (webError) => {
      const error = webError.error();
      this.#problems.push({ kind: "page error", url: webError.page()?.url() ?? "", text: error.stack ?? error.message });
    });
    context.on("requestfailed", (request) => {
      if (!this.#isSite(request.url())) return;
      // Cancelled by the browser itself, when the test moved to another page while this one was
      // still loading: nothing the site did (the server never failed to answer).
      if (request.failure()?.errorText === "net::ERR_ABORTED") return;
      this.#problems.push({ kind: "failed request", url: request.url(), text: request.failure()?.errorText ?? "failed" });
    });
    context.on("response", (response) => {
      if (!this.#isSite(response.url()) || response.status() < 400) return;
      this.#problems.push({ kind: "HTTP error", url: response.url(), text: `${response.status()} ${response.statusText()}` });
    });
  }

  /** What went wrong that the test did not expect, one line each. */
  unexpected(): string[] {
    return this.#problems
      .filter((problem) => !this.#expected.some((url) => url.test(problem.url)))
      .map((problem) => `${problem.kind}: ${problem.text}${problem.url ? ` (${problem.url})` : ""}`);
  }

  #isSite(url: string): boolean {
    return url.startsWith(`${this.origin}/`) || url === this.origin;
  }
}

export const test = base.extend<{ browserProblems: BrowserProblems }>({
  browserProblems: [
    async ({ context, baseURL }, use) => {
      if (!baseURL) throw new Error("use.baseURL is not set in the Playwright configuration");
      const problems = new BrowserProblems(new URL(baseURL).origin);
      problems.watch(context);
      await use(problems);
      expect(problems.unexpected(), "console errors, page errors or failed requests to the site").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Holds the site's scripts, as a slow mobile link does, so that the visitor acts on the server's
 * HTML before any code runs. Returns the function that lets them through.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Makes the test a visitor of its own: the API limits form submissions per client, and the
 * server (behind a proxy on loopback) takes the client's address from X-Forwarded-For.
 */
export async function asOwnVisitor(context: BrowserContext, testInfo: TestInfo) {
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": visitorAddress(testInfo) });
}

/**
 * The test's own address in 198.18.0.0/15 (the range kept for network tests), from its id, which
 * is unique in the whole run: for `asOwnVisitor`, or a request context of the test's own.
 */
export function visitorAddress(testInfo: TestInfo): string {
  let hash = 7;
  for (const char of testInfo.testId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `198.${18 + (hash % 2)}.${(hash >>> 1) % 256}.${((hash >>> 9) % 254) + 1}`;
}

/**
 * A request context of the test's own, for what a spec does through the API beside the browser:
 * the same client address as `asOwnVisitor` gives its browser, and the site's origin as a
 * browser sends it with a change. Disposed by the caller.
 */
export async function ownRequestContext(playwright: { request: APIRequest }, baseURL: string | undefined, testInfo: TestInfo): Promise<APIRequestContext> {
  if (!baseURL) throw new Error("use.baseURL is not set in the Playwright configuration");
  return playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: new URL(baseURL).origin, "X-Forwarded-For": visitorAddress(testInfo) } });
}

/** Where toasts appear (Radix also announces them from elsewhere in the page). */
export const notifications = (page: Page) => page.getByRole("region", { name: /^Notifications/ });

/** None of `targets` (there is at least one) lies under a toast shown now. */
export async function expectNoToastOver(page: Page, targets: Locator) {
  const covers = [];
  for (const toast of await notifications(page).locator("li").all()) if (await toast.isVisible()) covers.push(await toast.boundingBox());
  expect(await targets.count()).toBeGreaterThan(0);
  for (const target of await targets.all()) {
    const box = await target.boundingBox();
    if (!box) continue;
    for (const cover of covers) {
      if (!cover) continue;
      const overlaps = box.x < cover.x + cover.width && cover.x < box.x + box.width && box.y < cover.y + cover.height && cover.y < box.y + box.height;
      expect(overlaps, `a toast covers "${(await target.textContent()) || (await target.getAttribute("name"))}"`).toBe(false);
    }
  }
}
