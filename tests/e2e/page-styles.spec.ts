/**
 * A page comes with the stylesheet's rules that can apply to it inlined, and its script loads the
 * rest (server/ssr/critical-css/). Together they must style the pages a visitor goes to next
 * exactly as the whole stylesheet does. Here a small page's body is replaced by every other page's,
 * and each element's computed style is compared with the one it gets under the whole stylesheet.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const routes = [
  "/", "/about", "/programs", "/programs/code-for-change", "/research", "/events", "/partners", "/contact",
  "/join", "/donate", "/statutes", "/legal/privacy", "/legal/terms", "/legal/cookies", "/payment-success",
  "/volunteer", "/fr/", "/fr/donate", "/no-such-page",
];

/** Opens the small page the visitor starts from, once its script has loaded the rest of the styles. */
async function openSmallPage(page: Page) {
  await page.goto("/partners");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.waitForFunction(() => [...document.styleSheets].some((sheet) => sheet.href?.includes("/rest/")));
}

/** The page's body replaced by `html`'s, and a fingerprint of every element's computed style. */
function showBody(page: Page, html: string) {
  return page.evaluate((html) => {
    const body = new DOMParser().parseFromString(html, "text/html").body;
    document.body.className = body.className;
    document.body.replaceChildren(...[...body.childNodes].map((node) => document.importNode(node, true)));
    return [...document.body.querySelectorAll("*")].map((element) => {
      const style = getComputedStyle(element);
      let text = "";
      for (const property of style) text += `${property}:${style.getPropertyValue(property)};`;
      return text;
    });
  }, html);
}

for (const width of [390, 1280]) {
  test(`the page's styles and their rest style every page as the whole stylesheet does, ${width} px wide`, async ({ browser, request }) => {
    // Nineteen pages, every element's computed style twice: about 25 s alone on this machine, more
    // beside another worker.
    test.setTimeout(90_000);
    const context = await browser.newContext({ viewport: { width, height: 800 }, locale: "en-US" });
    const split = await context.newPage();
    const whole = await context.newPage();
    await openSmallPage(split);
    await openSmallPage(whole);
    // The split page's rest is far from the whole stylesheet: the test means something.
    const rest = await split.evaluate(() => {
      const count = (rules: CSSRuleList): number =>
        [...rules].reduce((n, rule) => n + (rule instanceof CSSStyleRule ? 1 : "cssRules" in rule ? count(rule.cssRules as CSSRuleList) : 0), 0);
      return count([...document.styleSheets].find((sheet) => sheet.href?.includes("/rest/"))!.cssRules);
    });
    expect(rest).toBeGreaterThan(50);
    await whole.evaluate(async () => {
      document.querySelector("style")!.disabled = true;
      document.querySelector<HTMLLinkElement>('link[href*="/rest/"]')!.disabled = true;
      const full = document.querySelector<HTMLLinkElement>("link[data-full]")!;
      const loaded = new Promise((resolve) => full.addEventListener("load", resolve, { once: true }));
      full.disabled = false;
      await loaded;
    });

    for (const route of routes) {
      const html = await (await request.get(route)).text();
      const [expected, actual] = await Promise.all([showBody(whole, html), showBody(split, html)]);
      expect(actual.length, route).toBeGreaterThan(20);
      expect(actual.length, route).toBe(expected.length);
      const differs = actual.findIndex((style, i) => style !== expected[i]);
      if (differs >= 0) {
        const properties = (style: string) => new Set(style.split(";"));
        const wanted = properties(expected[differs]!);
        const got = [...properties(actual[differs]!)].filter((declaration) => !wanted.has(declaration));
        const element = await split.evaluate((i) => document.body.querySelectorAll("*")[i]!.outerHTML.slice(0, 200), differs);
        expect.soft(got, `${route}: element ${differs} (${element}) styled unlike under the whole stylesheet`).toEqual([]);
      }
    }
    await context.close();
  });
}
