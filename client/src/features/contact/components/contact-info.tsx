import { formatNodes } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { useConfig } from "@/lib/config";
import { texts } from "../texts";

const icon = (path: string) => (
  <svg viewBox="0 0 24 24" className="mt-0.5 h-5 w-5 shrink-0 text-brand" aria-hidden="true" focusable="false">
    <path d={path} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);
const mailIcon = icon("M4 6h16v12H4zM4 7l8 6 8-6");
const clockIcon = icon("M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2");
const pinIcon = icon("M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z");

/** The info column of /contact: the e-mail address, the 24-hour promise and where the offices are. */
export function ContactInfo() {
  const text = useTexts(texts).info;
  const { contactEmail } = useConfig();
  return (
    <aside aria-labelledby="contact-info-title" className="h-fit rounded-lg bg-brand-50 p-6 sm:p-8">
      <h2 id="contact-info-title" className="text-xl font-bold text-brand">
        {text.title}
      </h2>
      <ul className="mt-5 space-y-4 text-slate-800">
        {contactEmail && (
          <li className="flex gap-3">
            {mailIcon}
            <p>
              {formatNodes(text.emailLine, {
                email: (
                  <a href={`mailto:${contactEmail}`} className="break-all font-semibold text-brand underline underline-offset-4">
                    {contactEmail}
                  </a>
                ),
              })}
            </p>
          </li>
        )}
        <li className="flex gap-3">
          {clockIcon}
          <p>{text.reply}</p>
        </li>
      </ul>
      <h3 className="mt-8 flex gap-3 text-lg font-semibold text-brand">
        {pinIcon}
        {text.officesTitle}
      </h3>
      <p className="mt-2 text-slate-700">{text.offices}</p>
      <h3 className="mt-6 text-lg font-semibold text-brand">{text.visitTitle}</h3>
      <p className="mt-2 text-slate-700">{text.visit}</p>
    </aside>
  );
}
