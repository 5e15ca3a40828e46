import { PageHero } from "@/components/ui/page-hero";
import { useI18n } from "@/i18n";

/** The administration: its own chunk, never loaded by the public pages. */
export default function AdminPage() {
  const { t } = useI18n();
  return <PageHero heading={t.pages.admin.heading} />;
}
