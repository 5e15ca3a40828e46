/**
 * Renders one component, not the whole site: in a language, with a query client of its own that
 * does not retry (a refused request is the test's answer), as the administration's tabs render.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import type { Language } from "@shared/domain";
import { LanguageContext } from "@/i18n";

export function renderComponent(ui: ReactNode, lang: Language = "en") {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup();
  render(
    <LanguageContext.Provider value={lang}>
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </LanguageContext.Provider>,
  );
  return { user, queryClient };
}
