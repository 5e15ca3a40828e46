import { PageHero } from "@/components/ui/page-hero";
import { useI18n, type Dictionary } from "@/i18n";

type PageKey = {
  [K in keyof Dictionary["pages"]]: Dictionary["pages"][K] extends { heading: string; description: string } ? K : never;
}[keyof Dictionary["pages"]];

/** A page made of its heading and lead; the content pages build on it. */
export function SimplePage({ pageKey }: { pageKey: PageKey }) {
  const { t } = useI18n();
  const page = t.pages[pageKey];
  return <PageHero heading={page.heading} lead={page.description} />;
}
