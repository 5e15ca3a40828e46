import { useTexts } from "@/i18n/texts";
import { QueryState } from "../../components/query-state";
import { useSiteSettings } from "../api/settings-api";
import { texts } from "../texts";
import { Administrators } from "./administrators";
import { ChangePasswordForm } from "./change-password-form";
import { SettingsCard } from "./settings-card";
import { SiteSettingsForm } from "./site-settings-form";

/** Settings (?tab=settings): one's password, the administrators, the dues and the next assembly. */
export function SettingsTab() {
  const t = useTexts(texts);
  const settings = useSiteSettings();
  return (
    <div className="mt-4 grid gap-6">
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <ChangePasswordForm />
        <Administrators />
      </div>
      <SettingsCard id="settings-site" title={t.site.heading}>
        <QueryState query={settings}>{(data) => <SiteSettingsForm settings={data} />}</QueryState>
      </SettingsCard>
    </div>
  );
}
