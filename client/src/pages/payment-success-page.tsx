import { Link } from "wouter";
import { paths } from "@shared/paths";
import { texts } from "@/features/payment/texts";
import { useTexts } from "@/i18n/texts";

export default function PaymentSuccessPage() {
  const t = useTexts(texts);
  return (
    <section className="container-page flex max-w-2xl flex-col items-center py-16 text-center">
      <svg viewBox="0 0 48 48" className="h-16 w-16 text-green-700" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="22" fill="currentColor" opacity="0.12" />
        <path d="M14 25l7 7 14-15" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h1 className="mt-6 text-3xl font-bold text-brand sm:text-4xl">{t.succeeded.title}</h1>
      <p className="mt-4 text-lg text-slate-800">{t.succeeded.message}</p>
      <p className="mt-2 text-slate-700">{t.succeeded.thanks}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href={paths.home} className="btn btn-primary">
          {t.home}
        </Link>
        <Link href={paths.about} className="btn btn-outline">
          {t.about}
        </Link>
      </div>
    </section>
  );
}
