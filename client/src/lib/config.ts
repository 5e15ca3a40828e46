import { createContext, useContext } from "react";
import type { ClientConfig } from "@shared/site";

export const ConfigContext = createContext<ClientConfig>({
  siteName: "",
  contactEmail: "",
  publicUrl: "",
  year: 2025,
  payments: {
    methods: { USD: ["card"], EUR: ["card"], CAD: ["card"], XOF: ["mobile_money", "card"] },
    stripePublishableKey: null,
    testMode: true,
    testMethods: ["mobile_money", "card"],
  },
});

/** What the server says about the site (name, contact address, public origin, how payers can pay). */
export const useConfig = () => useContext(ConfigContext);
