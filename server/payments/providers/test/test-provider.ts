/**
 * The built-in test provider (docs/rules.md R11), as e-commerce platforms ship a bogus gateway: no
 * network, no card, no phone. It takes cards in every currency and mobile money in FCFA, so the
 * whole flow can be tried with nothing configured; the payer's page confirms or declines it
 * (POST /api/payments/:id/test-confirm), which runs the same fulfilment as a provider's webhook.
 * It keeps no state of its own: our payment record holds it. Its client secret is an HMAC of
 * the reference, so it can be checked without storing it.
 */
import { createHmac, randomUUID } from "node:crypto";
import type { Currency, OnlineMethod } from "../../../../shared/domain";
import { sameSecret } from "../../../lib/signed-token";
import type { PaymentProvider, StartInput, Started } from "../../provider";

export const TEST_INTENT_PREFIX = "test_pi_";

export function createTestProvider(secret: string): PaymentProvider & { secretFor(ref: string): string } {
  const secretFor = (ref: string) => `${ref}_secret_${createHmac("sha256", secret).update(ref).digest("base64url").slice(0, 24)}`;
  return {
    name: "test",
    methods: (currency: Currency): readonly OnlineMethod[] => (currency === "XOF" ? ["mobile_money", "card"] : ["card"]),
    browserConfig: null,
    hosts: {},
    secretFor,
    async start(input: StartInput): Promise<Started> {
      const ref = `${TEST_INTENT_PREFIX}${randomUUID().replace(/-/g, "")}`;
      if (input.method === "mobile_money") return { ref, state: "pending", next: { type: "confirm_on_phone", fallbackUrl: null } };
      return { ref, state: "pending", next: { type: "card", provider: "test", clientSecret: secretFor(ref) } };
    },
    async retrieve() {
      return null;
    },
    async checkClientSecret(ref: string, clientSecret: string) {
      return ref.startsWith(TEST_INTENT_PREFIX) && sameSecret(secretFor(ref), clientSecret);
    },
    parseWebhook() {
      throw new Error("The test provider has no webhooks");
    },
  };
}
