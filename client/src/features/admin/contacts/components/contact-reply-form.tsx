import { useState, type FormEvent } from "react";
import type { ContactItem } from "@shared/admin";
import { contactReplyInputSchema, REPLY_MAX_LENGTH } from "@shared/schema";
import { errorMap, issueCode, type IssueCode } from "@shared/validation";
import { FormField } from "@/components/ui/form-field";
import { format, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { useFieldError } from "../../components/field-error";
import { useSendReply } from "../api/contact-replies";
import { texts } from "../texts";

const newKey = () => crypto.randomUUID();

/**
 * The reply written in the message's dialog and sent from the site. A failed send keeps the text
 * (the dialog says why, with Retry, and keeps it on this device as it is typed: admin-dialog.tsx);
 * Retry and a double-click carry the same idempotency key, so the sender gets one mail. A new key
 * is drawn once a reply is sent.
 */
export function ContactReplyForm({ contact, onSent }: { contact: ContactItem; onSent: (contact: ContactItem) => void }) {
  const t = useTexts(texts);
  const { lang } = useI18n();
  const fieldError = useFieldError();
  const [key, setKey] = useState(newKey);
  const [refusal, setRefusal] = useState<IssueCode | undefined>();
  const send = useSendReply(contact.id, (updated) => {
    setKey(newKey());
    onSent(updated);
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const field = form.elements.namedItem("body") as HTMLTextAreaElement;
    const parsed = contactReplyInputSchema.shape.body.safeParse(field.value, { error: errorMap(lang) });
    if (!parsed.success) {
      setRefusal(parsed.error.issues[0] && issueCode(parsed.error.issues[0]));
      field.focus();
      return;
    }
    setRefusal(undefined);
    send.mutate({ body: parsed.data, idempotencyKey: key }, { onSuccess: () => form.reset() });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-3 border-t border-slate-200 pt-4">
      <FormField
        label={format(t.replyBoxLabel, { name: contact.name })}
        hint={format(t.replyBoxHint, { email: contact.email })}
        error={fieldError(refusal, "text")}
      >
        <textarea name="body" rows={6} maxLength={REPLY_MAX_LENGTH} />
      </FormField>
      <div>
        <button type="submit" className="btn btn-primary min-h-11 w-full sm:w-auto" disabled={send.isPending}>
          {send.isPending ? t.sending : t.send}
        </button>
      </div>
    </form>
  );
}
