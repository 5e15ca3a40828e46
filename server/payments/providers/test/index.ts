/**
 * The built-in test provider: where it may be live (docs/rules.md R11: a loopback PUBLIC_URL or
 * ALLOW_TEST_PAYMENTS=true), it takes what no real provider does — all of it when none is set.
 * Listed last, it sees which real ones are live.
 */
import type { ProviderFolder } from "../folder";
import { createTestProvider } from "./test-provider";

export const test: ProviderFolder = {
  name: "test",
  preference: { mobile_money: 2, card: 2 },
  create: ({ env, secret, live }) => (env.testPaymentsAllowed && live.length < 2 ? createTestProvider(secret) : null),
};
