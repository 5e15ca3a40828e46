import { useTexts } from "@/i18n/texts";
import { useCan } from "../../lib/role";
import { QueryState } from "../../components/query-state";
import { useMailSettings, useSiteSettings } from "../api/settings-api";
import { texts } from "../texts";
import { Administrators } from "./administrators";
import { ChangePasswordForm } from "./change-password-form";
import { Invitations } from "./invitations";
import { OwnEmail } from "./own-email";
import { MailSettingsForm } from "./mail-settings-form";
import { SettingsCard } from "./settings-card";
import { SiteSettingsForm } from "./site-settings-form";
import { TwoFactorSettings } from "./two-factor-settings";

/**
 * Settings (?tab=settings): one's password, the administrators, the dues and the next assembly, the
 * staff's notifications. Every role sees it for their password; the rest is full rights' (shared/roles.ts).
 */
export function SettingsTab() {
  if (!useCan("administration")) return <ChangePasswordForm />;
  return <AllSettings />;
}

function AllSettings() {
  const t = useTexts(texts);
  const settings = useSiteSettings();
  const mailSettings = useMailSettings();
  return (
    <div className="mt-4 grid gap-6">
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <ChangePasswordForm />
        <Administrators />
        <OwnEmail />
        <Invitations />
      </div>
      <TwoFactorSettings />
      <SettingsCard id="settings-site" title={t.site.heading}>
        <QueryState query={settings}>{(data) => <SiteSettingsForm settings={data} />}</QueryState>
      </SettingsCard>
      <SettingsCard id="settings-notify" title={t.notify.heading} intro={t.notify.intro}>
        <QueryState query={mailSettings}>{(data) => <MailSettingsForm settings={data} />}</QueryState>
      </SettingsCard>
    </div>
  );
}
