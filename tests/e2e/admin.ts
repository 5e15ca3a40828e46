/**
 * What the administration's browser specs share: the administrator the e2e server creates
 * (playwright.config.ts), signing in as a person does, and the checks every admin screen passes.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page, TestInfo } from "@playwright/test";
import { asOwnVisitor, expect, test } from "./fixtures";

export type Lang = "en" | "fr";

/** Created at start by the e2e server (ADMIN_USERNAME / ADMIN_PASSWORD); no spec changes its password. */
export const E2E_ADMIN = { username: "admin", password: "e2e admin password 1" };

export const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;

export const adminPath = (lang: Lang, tab?: string) => `${lang === "fr" ? "/fr" : ""}/admin${tab ? `?tab=${tab}` : ""}`;

export const signInTexts = {
  en: { username: "Username", password: "Password", submit: "Sign in", signOut: "Sign out", wrong: "Incorrect username or password" },
  fr: {
    username: "Nom d’utilisateur",
    password: "Mot de passe",
    submit: "Se connecter",
    signOut: "Se déconnecter",
    wrong: "Nom d’utilisateur ou mot de passe incorrect",
  },
} as const;

/** Fills and sends the sign-in form shown on the current page. */
export async function fillSignIn(page: Page, lang: Lang, credentials: { username: string; password: string } = E2E_ADMIN) {
  const t = signInTexts[lang];
  await page.getByLabel(t.username).fill(credentials.username);
  await page.getByLabel(t.password).fill(credentials.password);
  await page.getByRole("button", { name: t.submit }).click();
}

/** Opens /admin (or a tab) signed out and signs in; returns once the shell shows. */
export async function signIn(page: Page, lang: Lang, tab?: string, credentials = E2E_ADMIN) {
  await page.goto(adminPath(lang, tab));
  await page.locator("html[data-hydrated]").waitFor();
  await fillSignIn(page, lang, credentials);
  // The password's hash is made to be slow (scrypt, server/auth/password.ts): on a busy 2-core machine, with the other
  // worker signing in too, "Signing in…" has lasted past the usual 5 s.
  await expect(page.getByRole("button", { name: signInTexts[lang].signOut })).toBeVisible({ timeout: 20_000 });
}

/**
 * Each test of the describe block is a visitor of its own (its own client address), signed out at
 * first: /admin asks who is signed in and is told 401 before showing the sign-in form.
 */
export function signedOutVisitor() {
  test.beforeEach(async ({ context, browserProblems }, testInfo) => {
    await asOwnVisitor(context, testInfo);
    browserProblems.expectAt(/\/api\/auth\/me(\?.*)?$/);
  });
}

/** A tag no other test (nor another run of this one) uses, for a member's name, address or receipt. */
export function uniqueTag(testInfo: TestInfo) {
  return `${Date.now().toString(36)}${testInfo.workerIndex}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

export const memberSearchTexts = {
  en: { search: "Search by name, e-mail or phone", searchButton: "Search", oneMember: "1 member" },
  fr: { search: "Rechercher par nom, e-mail ou téléphone", searchButton: "Rechercher", oneMember: "1\u00a0membre" },
} as const;

/** Searches the Members tab for the member's address and returns the member as shown (a table row or a card). */
export async function findMember(page: Page, lang: Lang, email: string): Promise<Locator> {
  const t = memberSearchTexts[lang];
  await page.getByLabel(t.search, { exact: true }).fill(email);
  await page.getByRole("button", { name: t.searchButton, exact: true }).click();
  // "… · 1 member" once the search is answered (the previous list stays on screen meanwhile).
  await expect(page.getByRole("status").filter({ hasText: new RegExp(`(^|\\s)${t.oneMember}$`) })).toBeVisible();
  // The laptop shows a table, the phone cards: only one of the two is displayed.
  const member = page.locator("tr, li").filter({ hasText: email }).filter({ visible: true });
  await expect(member).toHaveCount(1);
  return member;
}

/**
 * Opens a tab from the bar as a person does: on a phone, a tab past the first few is in the More
 * menu (admin-shell.tsx), which is opened first.
 */
export async function openTab(page: Page, lang: Lang, name: string) {
  const nav = page.getByRole("navigation", { name: lang === "fr" ? "Rubriques de l’administration" : "Administration sections" });
  const link = nav.getByRole("link", { name, exact: true });
  if (!(await link.isVisible())) await nav.getByRole("button", { name: lang === "fr" ? "Plus" : "More" }).click();
  await link.click();
  // The current tab is marked, in the row or in the menu (closed once a tab is chosen).
  await expect(nav.locator('a[aria-current="page"]', { hasText: name }).first()).toHaveText(name);
}

/** axe-core finds nothing (WCAG 2.1 A/AA and best practices) and nothing is wider than the screen. */
export async function expectAccessibleAndFitting(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")})`)).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, "content wider than the screen").toBe(0);
}
