/** FedaPay: mobile money first, and cards in FCFA where no other provider takes them, when its keys are set (settings.ts). */
import type { ProviderFolder } from "../folder";
import { checkFedapay } from "./check-keys";
import { createFedapayProvider } from "./fedapay-provider";

export const fedapay: ProviderFolder = {
  name: "fedapay",
  preference: { mobile_money: 1, card: 3 },
  create: ({ env }) => (env.fedapay ? createFedapayProvider(env.fedapay) : null),
  checkKeys: checkFedapay,
};
