import { createContext, useContext } from "react";
import type { ClientConfig } from "@shared/site";

export const ConfigContext = createContext<ClientConfig>({
  siteName: "",
  contactEmail: "",
  publicUrl: "",
  year: 2025,
  payments: { provider: "test" },
});

/** What the server says about the site (name, contact address, public origin). */
export const useConfig = () => useContext(ConfigContext);
