/**
 * The attendance sheet of a general assembly: its title and year, when and where it is held (its
 * latest convocation), and each voter's name with a column to sign. Put straight under <body> and
 * shown only when printing (voters.css): the page's header, the admin and its dialogs are not printed.
 */
import { createPortal } from "react-dom";
import type { ConvocationItem, VoterName } from "@shared/voters";
import { formatNumber } from "@shared/format";
import { format, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { formatDateTime } from "../../lib/format";
import { texts } from "../texts";
import { plural } from "@shared/plural";

export function AttendanceSheet({ year, voters, convocation }: { year: number; voters: VoterName[]; convocation: ConvocationItem | null }) {
  const t = useTexts(texts).sheet;
  const { lang } = useI18n();
  return createPortal(
    <div className="attendance-sheet" lang={lang}>
      <h1>{format(t.title, { year })}</h1>
      <p className="attendance-sheet-subtitle">{t.subtitle}</p>
      {convocation && <p>{format(t.heldAt, { date: formatDateTime(convocation.heldAt, lang), place: convocation.place })}</p>}
      <p>{format(plural(voters.length, t.count, lang), { count: formatNumber(voters.length, lang) })}</p>
      <table>
        <thead>
          <tr>
            <th scope="col" className="attendance-sheet-number">
              {t.number}
            </th>
            <th scope="col">{t.name}</th>
            <th scope="col" className="attendance-sheet-signature">
              {t.signature}
            </th>
          </tr>
        </thead>
        <tbody>
          {voters.map((voter, index) => (
            <tr key={voter.memberId}>
              <td>{index + 1}</td>
              <td>{voter.fullName}</td>
              <td />
            </tr>
          ))}
        </tbody>
      </table>
    </div>,
    document.body,
  );
}
