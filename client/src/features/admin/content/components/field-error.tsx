import { translateMessage } from "@shared/validation";
import { useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { TRANSLATION_REQUIRED } from "../lib/form-values";
import { texts } from "../texts";

/** A field error's words: the shared messages (shared/validation), and the editors' own keys. */
export function useErrorText() {
  const t = useTexts(texts);
  const { lang } = useI18n();
  return (message: string): string => {
    const shared = translateMessage(message, lang);
    if (shared !== message) return shared;
    if (message === TRANSLATION_REQUIRED) return t.translationRequired;
    if (message === "count") return t.wholeNumber;
    if (message === "tagLength") return t.research.tagTooLong;
    if (message === "eventDate") return t.events.invalidDate;
    if (message === "endsBeforeStart") return t.events.endsBeforeStart;
    return message;
  };
}
