import { expect, test } from "./fixtures";

test("a visitor scrolls to the newsletter form, which then works, and a second subscription is refused politely", async ({ page }) => {
  await page.goto("/events");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const email = page.getByLabel("Email address");
  await email.scrollIntoViewIfNeeded();
  const subscribe = page.getByRole("button", { name: "Subscribe" });
  // The form's code arrives once it is in view; until then its button stays disabled.
  await expect(subscribe).toBeEnabled();
  const address = `reader-${Date.now()}@example.org`;
  await email.fill(address);
  await subscribe.click();
  await expect(page.getByText("You are subscribed").first()).toBeVisible();
  await email.fill(address);
  await subscribe.click();
  await expect(page.getByText("Already subscribed").first()).toBeVisible();
});
