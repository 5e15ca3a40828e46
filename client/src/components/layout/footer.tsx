import { Link } from "wouter";
import { localizedPath, paths } from "@shared/paths";
import { site } from "@shared/site";
import { format, useI18n } from "@/i18n";
import { useConfig } from "@/lib/config";
import { LogoMark } from "./logo";

export function Footer() {
  const { lang, t } = useI18n();
  const config = useConfig();
  const f = t.footer;
  const shareText = `${format(f.shareWhatsAppText, { site: config.siteName })} ${config.publicUrl}${localizedPath("/", lang)}`;

  const quick = [
    { href: paths.about, label: t.nav.about },
    { href: paths.programs.list(), label: t.nav.programs },
    { href: paths.research.list, label: t.nav.research },
    { href: paths.events, label: t.nav.events },
    { href: paths.partners, label: t.nav.partners },
  ];
  const involved = [
    { href: paths.join, label: f.join },
    { href: paths.donate, label: f.donate },
    { href: paths.volunteer, label: f.volunteer },
    { href: paths.contact, label: f.contact },
    { href: paths.statutes, label: f.statutes },
    { href: paths.myMembership, label: f.myMembership },
  ];
  const legal = [
    { href: paths.legal("privacy"), label: f.privacy },
    { href: paths.legal("terms"), label: f.terms },
    { href: paths.legal("cookies"), label: f.cookies },
  ];

  return (
    <footer className="mt-16 bg-brand text-slate-200">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <LogoMark className="h-8 w-8" />
            {config.siteName}
          </p>
          <p className="mt-3 text-sm leading-relaxed">{f.tagline}</p>
          <p className="mt-3 text-sm">{f.address}</p>
        </div>
        <FooterLinks title={f.quickLinks} links={quick} />
        <FooterLinks title={f.getInvolved} links={involved} />
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{f.followUs}</h2>
          <a
            className="mt-3 inline-flex min-h-11 items-center gap-2 text-sm underline-offset-4 hover:underline"
            href={`https://wa.me/?text=${encodeURIComponent(shareText)}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            <svg viewBox="0 0 24 24" className="h-5 w-5 shrink-0" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.8 11.9 11.9 0 0 0 4.6 4c1.7.7 2.4.8 3.2.7a2.8 2.8 0 0 0 1.8-1.3 2.3 2.3 0 0 0 .2-1.3c-.1-.1-.2-.2-.5-.3Z"
              />
            </svg>
            {f.shareWhatsApp} <span className="sr-only">{f.newTab}</span>
          </a>
        </div>
      </div>
      <div className="border-t border-white/15">
        <div className="container-page flex flex-col gap-3 py-5 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>{format(f.copyright, { from: site.foundedYear, year: config.year, site: config.siteName })}</p>
          <nav aria-label={f.legalNav}>
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {legal.map((l) => (
                <li key={l.href}>
                  <Link href={l.href} className="inline-block py-1 underline-offset-4 hover:underline">
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}

function FooterLinks({ title, links }: { title: string; links: { href: string; label: string }[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{title}</h2>
      <ul className="mt-3 space-y-1 text-sm">
        {links.map((l) => (
          <li key={l.href}>
            <Link href={l.href} className="inline-block py-1.5 underline-offset-4 hover:underline">
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
