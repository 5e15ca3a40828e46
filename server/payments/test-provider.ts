/**
 * The built-in test provider (CONTRACT §5), as e-commerce platforms ship a bogus gateway: no
 * network, no card. An intent lives in the record it pays for; its client secret is an HMAC
 * of its id, so it can be checked without storing it.
 */
import { createHmac, randomUUID } from "node:crypto";
import { sameSecret, type CreateIntentInput, type PaymentIntent, type PaymentProvider } from "./provider";

export const TEST_INTENT_PREFIX = "test_pi_";

export function createTestProvider(secret: string): PaymentProvider & { secretFor(id: string): string } {
  const secretFor = (id: string) => `${id}_secret_${createHmac("sha256", secret).update(id).digest("base64url").slice(0, 24)}`;
  return {
    name: "test",
    publicConfig: { provider: "test" },
    secretFor,
    async createIntent(input: CreateIntentInput): Promise<PaymentIntent> {
      const id = `${TEST_INTENT_PREFIX}${randomUUID().replace(/-/g, "")}`;
      return {
        id,
        clientSecret: secretFor(id),
        amount: input.amount,
        currency: input.currency,
        state: "requires_payment",
        kind: input.kind,
        recordId: input.recordId,
      };
    },
    // The test provider keeps no state of its own: the record holds it.
    async retrieveIntent() {
      return null;
    },
    async checkClientSecret(id: string, clientSecret: string) {
      return id.startsWith(TEST_INTENT_PREFIX) && sameSecret(secretFor(id), clientSecret);
    },
    parseWebhook() {
      throw new Error("The test provider has no webhooks");
    },
  };
}
