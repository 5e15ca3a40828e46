import { Link } from "wouter";
import { paths } from "@shared/paths";
import { format, formatNodes, useI18n } from "@/i18n";
import { useConfig } from "@/lib/config";
import { LanguageSwitch } from "./language-switch";
import { LogoMark } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { NavList } from "./nav-list";

export function Header() {
  const { t } = useI18n();
  const config = useConfig();

  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="bg-brand text-sm text-white">
        <div className="container-page flex items-center justify-between gap-4 py-1">
          <p className="truncate">
            {formatNodes(t.header.emailLine, {
              email: (
                <a href={`mailto:${config.contactEmail}`} className="underline underline-offset-4">
                  {config.contactEmail}
                </a>
              ),
            })}
          </p>
          <LanguageSwitch className="text-white" />
        </div>
      </div>
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Link
          href={paths.home}
          className="flex min-w-0 items-center gap-2 font-bold text-brand"
          aria-label={format(t.header.homeLink, { site: config.siteName })}
        >
          <LogoMark />
          <span className="line-clamp-2 max-w-[13rem] text-base leading-tight sm:text-lg lg:max-w-[11rem] lg:text-base xl:max-w-none">{config.siteName}</span>
        </Link>
        <nav aria-label={t.header.mainNav} className="hidden lg:block">
          <NavList variant="bar" />
        </nav>
        <div className="flex shrink-0 items-center gap-2">
          <Link href={paths.join} className="btn btn-outline hidden sm:inline-flex">
            {t.header.join}
          </Link>
          <Link href={paths.donate} className="btn btn-primary hidden sm:inline-flex">
            {t.header.donate}
          </Link>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
