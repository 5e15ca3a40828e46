/**
 * The editor of every kind of content (components/content-kinds.tsx says what each kind holds):
 * New and Edit in one dialog, what is typed kept on the device (admin-dialog, lib/drafts.ts), the
 * address proposed from the title, a question before publishing with a language missing, the
 * server's field errors on their fields, and a notice when the item was saved meanwhile (409).
 */
import { useEffect, useRef, useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { slugFromTitles } from "@shared/content";
import type { UploadedImage } from "@shared/api-types";
import type { LocalizedText } from "@shared/schema";
import { FormField } from "@/components/ui/form-field";
import { format, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { useAdminForm } from "../../lib/admin-form-rules";
import { FormActions } from "../../components/form-actions";
import { Options } from "../../components/options";
import { ApiError, fieldMessages, serverMessage } from "../../lib/admin-api";
import { texts as adminTexts } from "../../texts";
import { useContentChange } from "../api/content-api";
import { applyFieldErrors, emptyText, maxLengthOf } from "../lib/form-values";
import { FOUNDATION_TIME_ZONE, isKnownTimeZone, zonedToIso } from "../lib/zoned-time";
import { FIRST_TIME_ZONE, isListedTimeZone, timeZoneGroups } from "../lib/time-zones";
import { texts, type ContentTexts } from "../texts";
import { BilingualField, type BilingualError } from "./bilingual-field";
import { missingQuestion, StaleNotice } from "./content-bits";
import type { ContentSpec, Field } from "./content-kinds";
import { ConfirmDialog, EditorDialog } from "./dialogs";
import { useFieldError } from "../../components/field-error";
import type { AdminField, Refusal } from "../../lib/field-messages";
import { HeroImageField } from "./hero-image-field";

/** What every editable item has (and, for the image, a program's `hero` and the others' cover). */
export type ContentItem = { id: string; version: number; published: boolean; title: LocalizedText; slug: string; hero?: UploadedImage | null };

/** New (no `item`) and Edit: one dialog with every field of an item of this kind. */
export function ContentDialog<Item extends ContentItem>({ spec, item, onClose }: { spec: ContentSpec<Item>; item: Item | null; onClose: () => void }) {
  const words = spec.words(useTexts(texts));
  return (
    <EditorDialog open onOpenChange={(open) => !open && onClose()} title={item ? words.editTitle : words.createTitle} draftKey={`${spec.kind}:${item?.id ?? "new"}`}>
      <ContentEditor spec={spec} item={item} onClose={onClose} />
    </EditorDialog>
  );
}

/**
 * The editor's state: the form (checked with the kind's shared rules), the address following the
 * title until the person writes one, and the save — asking first when publishing with a language
 * missing, the server's field errors put on the fields, an outdated copy (409) said above them.
 */
export function useContentEditor<Item extends ContentItem>(spec: ContentSpec<Item>, item: Item | null, onClose: () => void) {
  const t = useTexts(texts);
  const words = spec.words(t);
  const { lang } = useI18n();
  const form = useAdminForm(spec.schema, { defaultValues: spec.values(item) }) as unknown as UseFormReturn<FieldValues, unknown, Record<string, unknown>>;
  const change = useContentChange(spec.kind, words, item ? "update" : "create", onClose);
  const [question, setQuestion] = useState<{ text: string; body: Record<string, unknown> } | null>(null);
  const [stale, setStale] = useState<string | null>(null);
  const values = form.watch();

  // The address follows the title until the person writes one (an existing item's stays):
  // from the English title, or the French one while only French is written.
  const slugEdited = useRef(item !== null);
  const proposedSlug = slugFromTitles(values.title as Partial<LocalizedText> | undefined);
  useEffect(() => {
    if (!slugEdited.current) form.setValue("slug", proposedSlug, { shouldValidate: form.formState.isSubmitted });
  }, [proposedSlug, form]);

  const send = (body: Record<string, unknown>) =>
    change.mutate(item ? { action: "update", id: item.id, body } : { action: "create", body }, {
      onError: (error) => {
        if (applyFieldErrors(form, error, lang)) return;
        if (error instanceof ApiError && error.status === 409 && fieldMessages(error).length === 0) setStale(serverMessage(error) ?? words.updateFailed);
      },
    });

  // The form's output is the request's body (the shared schema's); an edit names the version on screen.
  const onSubmit = form.handleSubmit((output) => {
    const body = { ...output, ...(item ? { version: item.version } : {}) };
    // Publishing (not keeping published) with a language missing: ask first.
    const text = output.published && !item?.published ? missingQuestion(body, spec.kind, t) : null;
    if (text) setQuestion({ text, body });
    else send(body);
  });

  return { form, values, change, stale, question, setQuestion, send, onSubmit, slugEdited };
}

function ContentEditor<Item extends ContentItem>({ spec, item, onClose }: { spec: ContentSpec<Item>; item: Item | null; onClose: () => void }) {
  const t = useTexts(texts);
  const { common } = useTexts(adminTexts);
  const editor = useContentEditor(spec, item, onClose);
  const { change, question } = editor;
  return (
    <form noValidate onSubmit={editor.onSubmit} className="grid gap-5">
      <StaleNotice message={editor.stale} />
      {spec.fields.map((field, index) => (
        <EditorField key={index} field={field} spec={spec} item={item} editor={editor} />
      ))}
      <label className="flex min-h-11 items-center gap-3 text-sm font-semibold text-slate-800">
        <input type="checkbox" className="h-5 w-5 accent-brand" {...editor.form.register("published")} />
        {t.publishedField}
      </label>
      <FormActions label={common.save} pendingLabel={common.saving} pending={change.isPending} onCancel={onClose} />
      {question && (
        <ConfirmDialog
          title={t.confirmPublishTitle}
          text={question.text}
          action={t.publishAnyway}
          pending={change.isPending}
          onCancel={() => editor.setQuestion(null)}
          onConfirm={() => {
            editor.send(question.body);
            editor.setQuestion(null);
          }}
        />
      )}
    </form>
  );
}

type Editor = ReturnType<typeof useContentEditor>;
type FieldProps<Item extends ContentItem> = { field: Field; spec: ContentSpec<Item>; item: Item | null; editor: Editor };

/** The form's error of a field, by its name (`heroAlt`, `tags`…), in the words of the person's language. */
type Errors = Record<string, Refusal | undefined>;

/** Which words a field's refusal is said with (lib/field-messages.ts): a web address taken is said per kind. */
const wordsFor: Record<string, AdminField> = {
  author: "author",
  publishDate: "publishDate",
  startsAt: "startsAt",
  endsAt: "endsAt",
  timezone: "timezone",
  applyLink: "link",
  registrationLink: "link",
  heroImageId: "heroImage",
};
const slugWords = { program: "programSlug", article: "articleSlug", event: "eventSlug" } as const satisfies Record<string, AdminField>;

function EditorField<Item extends ContentItem>({ field, spec, item, editor }: FieldProps<Item>) {
  const t = useTexts(texts);
  const errorText = useFieldError();
  const { form, values } = editor;
  const errors = form.formState.errors as Errors;
  const message = (name: string) => {
    const error = errors[name];
    // The server names a list's problem by its place (`tags.2`): it is shown on the field.
    const onOne = Array.isArray(error) ? (error as (Refusal | undefined)[]).find(Boolean) : undefined;
    // One tag refused is one tag too long (the only rule of a tag once the empty ones are dropped).
    const refusal = Array.isArray(error) ? (onOne && name === "tags" ? { type: "tagLength" } : onOne) : error;
    return errorText(refusal, name === "slug" ? slugWords[spec.kind] : (wordsFor[name] ?? "text"));
  };
  const max = (name: string) => maxLengthOf(spec.rules[name]);
  const optional = (label: string, isOptional?: boolean) => (isOptional ? `${label} ${t.optional}` : label);

  switch (field.type) {
    case "row":
      return (
        <div className="grid gap-4 sm:grid-cols-2">
          {field.fields.map((inner, index) => (
            <EditorField key={index} field={inner} spec={spec} item={item} editor={editor} />
          ))}
        </div>
      );
    case "bilingual":
      return (
        <BilingualField
          label={field.label(t)}
          value={values[field.name] as LocalizedText | undefined}
          register={{ en: form.register(`${field.name}.en`), fr: form.register(`${field.name}.fr`) }}
          error={errors[field.name] as BilingualError}
          multiline={field.multiline}
          markdown={field.markdown}
          optional={field.optional}
          rows={field.rows}
          hint={field.hint?.(t)}
          maxLength={max(field.name)}
        />
      );
    case "slug":
      return (
        <FormField
          label={t.fields.slug}
          // An event has no page of its own: no old address to keep.
          hint={item && spec.page ? `${t.slugHint} ${t.slugChangeHint}` : t.slugHint}
          error={message("slug")}
        >
          <input
            type="text"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={max("slug")}
            {...form.register("slug", { onChange: () => (editor.slugEdited.current = true) })}
          />
        </FormField>
      );
    case "input": {
      const props =
        field.input === "url"
          ? { type: "url", inputMode: "url" as const, spellCheck: false, placeholder: "https://", autoComplete: "off" }
          : field.input === "count"
            ? { type: "text", inputMode: "numeric" as const, autoComplete: "off", maxLength: 7 }
            : { type: field.input, autoComplete: "off" };
      return (
        <FormField label={optional(field.label(t), field.optional)} hint={field.hint?.(t)} error={message(field.name)}>
          <input maxLength={max(field.name)} {...props} {...form.register(field.name)} />
        </FormField>
      );
    }
    case "select":
      return (
        <FormField label={field.label(t)} error={message(field.name)}>
          <select {...form.register(field.name)}>
            <Options values={field.options} labels={field.labels(t)} />
          </select>
        </FormField>
      );
    case "checkbox":
      return (
        <label className="flex min-h-11 items-center gap-3 text-sm font-semibold text-slate-800">
          <input type="checkbox" className="h-5 w-5 accent-brand" {...form.register(field.name)} />
          {field.label(t)}
        </label>
      );
    case "image":
      return <ImageField spec={spec} item={item} editor={editor} />;
    case "eventTimes":
      return <EventTimes item={item} editor={editor} message={message} t={t} />;
    case "eventAfter": {
      // What happened at an event is written once it is over (or when it was already written).
      const startIso = zonedToIso(String(values.startsAt ?? ""), zoneNow(values));
      const summary = values.summary as LocalizedText | undefined;
      const isPast = Boolean(startIso && new Date(startIso).getTime() < Date.now());
      if (!isPast && !values.participants && !summary?.en && !summary?.fr) return null;
      return (
        <fieldset className="grid gap-4 rounded-md border border-slate-200 p-4">
          <legend className="px-1 text-sm font-bold text-brand">{t.events.after}</legend>
          <p className="-mt-2 text-sm text-slate-600">{t.events.afterHint}</p>
          {field.fields.map((inner, index) => (
            <EditorField key={index} field={inner} spec={spec} item={item} editor={editor} />
          ))}
        </fieldset>
      );
    }
  }
}

const zoneNow = (values: Record<string, unknown>) => {
  const zone = String(values.timezone ?? "");
  return isKnownTimeZone(zone) ? zone : FOUNDATION_TIME_ZONE;
};

/** The uploaded image (its preview on screen; the form holds its id) and its alternative text. */
function ImageField<Item extends ContentItem>({ spec, item, editor }: { spec: ContentSpec<Item>; item: Item | null; editor: Editor }) {
  const t = useTexts(texts);
  const { form, values } = editor;
  const [image, setImage] = useState<UploadedImage | null>(item?.hero ?? null);
  const errorText = useFieldError();
  const words = spec.words(t);
  return (
    <HeroImageField
      words={words}
      image={image}
      onChange={(uploaded) => {
        setImage(uploaded);
        form.setValue("heroImageId", uploaded?.id ?? null, { shouldDirty: true });
        if (!uploaded) form.setValue("heroAlt", emptyText());
      }}
      alt={values.heroAlt as LocalizedText | undefined}
      registerAlt={{ en: form.register("heroAlt.en"), fr: form.register("heroAlt.fr") }}
      altError={(form.formState.errors as Errors).heroAlt as BilingualError}
      altMaxLength={maxLengthOf(spec.rules.heroAlt)}
      imageError={errorText((form.formState.errors as Errors).heroImageId, "heroImage")}
    />
  );
}

function EventTimes({ item, editor, message, t }: { item: ContentItem | null; editor: Editor; message: (name: string) => string | undefined; t: ContentTexts }) {
  const { form, values } = editor;
  const zone = zoneNow(values);
  const timesHint = format(t.events.timesHint, { zone: isListedTimeZone(zone) ? t.events.zones[zone] : zone });
  const stored = item && "timezone" in item ? String(item.timezone) : undefined;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <FormField label={t.fields.startsAt} hint={timesHint} error={message("startsAt")}>
        <input type="datetime-local" {...form.register("startsAt")} />
      </FormField>
      <FormField label={`${t.fields.endsAt} ${t.optional}`} hint={timesHint} error={message("endsAt")}>
        <input type="datetime-local" {...form.register("endsAt")} />
      </FormField>
      <FormField label={t.fields.timezone} hint={t.events.timezoneHint} error={message("timezone")}>
        <select {...form.register("timezone")}>
          <TimeZoneOptions current={stored} />
        </select>
      </FormField>
    </div>
  );
}

/**
 * The time zones offered (lib/time-zones.ts): Cotonou first, then West and Central Africa and the
 * diaspora's, in groups. An event stored with another zone (any IANA name is valid) keeps it first.
 */
function TimeZoneOptions({ current }: { current: string | undefined }) {
  const t = useTexts(texts).events;
  return (
    <>
      {current && !isListedTimeZone(current) && <option value={current}>{current}</option>}
      <option value={FIRST_TIME_ZONE}>{t.zones[FIRST_TIME_ZONE]}</option>
      {timeZoneGroups.map(({ group, zones }) => (
        <optgroup key={group} label={t.zoneGroups[group]}>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {t.zones[zone]}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}
