import { useEffect, useRef, useState } from "react";
import { z } from "zod";
import type { AdminEvent } from "@shared/content";
import { slugFromTitles } from "@shared/content";
import { eventKinds } from "@shared/domain";
import { FormField } from "@/components/ui/form-field";
import { format, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { useZodForm } from "@/lib/forms";
import { useFieldError } from "../../components/field-error";
import { FormActions } from "../../components/form-actions";
import { Options } from "../../components/options";
import { ApiError, fieldMessages, serverMessage } from "../../lib/admin-api";
import { texts as adminTexts } from "../../texts";
import { useContentChange } from "../api/content-api";
import { applyFieldErrors, countRule, emptyText, linkRule, localizedRule, numberOrNull, optionalText, slugRule, toForm, trimmed } from "../lib/form-values";
import { FOUNDATION_TIME_ZONE, isKnownTimeZone, isoToZoned, zonedToIso } from "../lib/zoned-time";
import { FIRST_TIME_ZONE, isListedTimeZone, timeZoneGroups } from "../lib/time-zones";
import { texts } from "../texts";
import { BilingualField } from "./bilingual-field";
import { missingQuestion, StaleNotice } from "./content-bits";
import { ConfirmDialog, EditorDialog } from "./dialogs";

const eventForm = z
  .object({
    slug: slugRule,
    kind: z.enum(eventKinds),
    title: localizedRule(200),
    description: localizedRule(4000, false, true),
    startsAt: z.string(),
    endsAt: z.string(),
    timezone: z.string().trim().max(64).refine(isKnownTimeZone, { message: "timeZone" }),
    isOnline: z.boolean(),
    location: localizedRule(200, true),
    capacity: countRule(1),
    registrationOpen: z.boolean(),
    registrationLink: linkRule,
    participants: countRule(0),
    summary: localizedRule(2000, true, true),
    published: z.boolean(),
  })
  .superRefine((v, ctx) => {
    const zone = isKnownTimeZone(v.timezone) ? v.timezone : FOUNDATION_TIME_ZONE;
    const start = zonedToIso(v.startsAt, zone);
    if (!start) ctx.addIssue({ code: "custom", path: ["startsAt"], message: "eventDate" });
    if (v.endsAt.trim() === "") return;
    const end = zonedToIso(v.endsAt, zone);
    if (!end) ctx.addIssue({ code: "custom", path: ["endsAt"], message: "eventDate" });
    else if (start && end <= start) ctx.addIssue({ code: "custom", path: ["endsAt"], message: "endsBeforeStart" });
  });
type EventForm = z.output<typeof eventForm>;

/** New event (no `event`) and Edit: one dialog with every field of the stored event. */
export function EventDialog({ event, onClose }: { event: AdminEvent | null; onClose: () => void }) {
  const t = useTexts(texts);
  return (
    <EditorDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={event ? t.events.editTitle : t.events.createTitle}
      draftKey={`event:${event?.id ?? "new"}`}
    >
      <EventEditor event={event} onClose={onClose} />
    </EditorDialog>
  );
}

function EventEditor({ event, onClose }: { event: AdminEvent | null; onClose: () => void }) {
  const t = useTexts(texts);
  const { common } = useTexts(adminTexts);
  const { lang } = useI18n();
  const errorText = useFieldError();
  const zone = event?.timezone ?? FOUNDATION_TIME_ZONE;
  const form = useZodForm(eventForm, {
    defaultValues: {
      slug: event?.slug ?? "",
      kind: event?.kind ?? "workshop",
      title: toForm(event?.title),
      description: toForm(event?.description),
      startsAt: isoToZoned(event?.startsAt, zone),
      endsAt: isoToZoned(event?.endsAt, zone),
      timezone: zone,
      isOnline: event?.isOnline ?? false,
      location: event?.location ? toForm(event.location) : emptyText(),
      capacity: event?.capacity?.toString() ?? "",
      registrationOpen: event?.registrationOpen ?? false,
      registrationLink: event?.registrationLink ?? "",
      participants: event?.participants?.toString() ?? "",
      summary: event?.summary ? toForm(event.summary) : emptyText(),
      published: event?.published ?? false,
    },
  });
  const change = useContentChange("event", t.events, event ? "update" : "create", onClose);
  const [question, setQuestion] = useState<{ text: string; body: object } | null>(null);
  const [stale, setStale] = useState<string | null>(null);
  const { errors } = form.formState;
  const values = form.watch();

  const slugEdited = useRef(event !== null);
  // From the English title, or the French one while only French is written.
  const proposedSlug = slugFromTitles(values.title);
  useEffect(() => {
    if (!slugEdited.current) form.setValue("slug", proposedSlug, { shouldValidate: form.formState.isSubmitted });
  }, [proposedSlug, form]);

  const send = (body: object) =>
    change.mutate(event ? { action: "update", id: event.id, body } : { action: "create", body }, {
      onError: (error) => {
        if (applyFieldErrors(form, error, lang)) return;
        if (error instanceof ApiError && error.status === 409 && fieldMessages(error).length === 0) setStale(serverMessage(error) ?? t.events.updateFailed);
      },
    });

  const onSubmit = form.handleSubmit((v: EventForm) => {
    const timezone = v.timezone.trim();
    const body = {
      slug: v.slug,
      kind: v.kind,
      title: trimmed(v.title),
      description: trimmed(v.description),
      startsAt: zonedToIso(v.startsAt, timezone),
      endsAt: v.endsAt.trim() === "" ? null : zonedToIso(v.endsAt, timezone),
      timezone,
      isOnline: v.isOnline,
      location: optionalText(v.location),
      capacity: numberOrNull(v.capacity),
      registrationOpen: v.registrationOpen,
      registrationLink: v.registrationLink || null,
      participants: numberOrNull(v.participants),
      summary: optionalText(v.summary),
      published: v.published,
      ...(event ? { version: event.version } : {}),
    };
    const text = v.published && !event?.published ? missingQuestion(body, "event", t) : null;
    if (text) setQuestion({ text, body });
    else send(body);
  });

  const register = (name: "title" | "description" | "location" | "summary") => ({ en: form.register(`${name}.en`), fr: form.register(`${name}.fr`) });
  // What happened at an event is written once it is over (or when it was already written).
  const zoneNow = isKnownTimeZone(values.timezone ?? "") ? (values.timezone ?? FOUNDATION_TIME_ZONE) : FOUNDATION_TIME_ZONE;
  const startIso = zonedToIso(values.startsAt ?? "", zoneNow);
  const isPast = Boolean(startIso && new Date(startIso).getTime() < Date.now());
  const showAfter = isPast || Boolean(values.participants) || Boolean(values.summary?.en || values.summary?.fr);
  const timesHint = format(t.events.timesHint, { zone: isListedTimeZone(zoneNow) ? t.events.zones[zoneNow] : zoneNow });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <StaleNotice message={stale} />
      <BilingualField label={t.fields.title} value={values.title} register={register("title")} error={errors.title} maxLength={200} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t.fields.slug} hint={t.slugHint} error={errorText(errors.slug, "eventSlug")}>
          <input
            type="text"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={80}
            {...form.register("slug", { onChange: () => (slugEdited.current = true) })}
          />
        </FormField>
        <FormField label={t.fields.kind} error={errorText(errors.kind)}>
          <select {...form.register("kind")}>
            <Options values={eventKinds} labels={t.kinds} />
          </select>
        </FormField>
      </div>
      <BilingualField label={t.fields.description} value={values.description} register={register("description")} error={errors.description} multiline markdown rows={6} maxLength={4000} />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label={t.fields.startsAt} hint={timesHint} error={errorText(errors.startsAt, "startsAt")}>
          <input type="datetime-local" {...form.register("startsAt")} />
        </FormField>
        <FormField label={`${t.fields.endsAt} ${t.optional}`} hint={timesHint} error={errorText(errors.endsAt, "endsAt")}>
          <input type="datetime-local" {...form.register("endsAt")} />
        </FormField>
        <FormField label={t.fields.timezone} hint={t.events.timezoneHint} error={errorText(errors.timezone, "timezone")}>
          <select {...form.register("timezone")}>
            <TimeZoneOptions current={event?.timezone} />
          </select>
        </FormField>
      </div>
      <label className="flex min-h-11 items-center gap-3 text-sm font-semibold text-slate-800">
        <input type="checkbox" className="h-5 w-5 accent-brand" {...form.register("isOnline")} />
        {t.fields.isOnline}
      </label>
      <BilingualField
        label={t.fields.location}
        value={values.location}
        register={register("location")}
        error={errors.location}
        optional
        hint={t.events.locationHint}
        maxLength={200}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={`${t.fields.capacity} ${t.optional}`} hint={t.events.capacityHint} error={errorText(errors.capacity)}>
          <input type="text" inputMode="numeric" autoComplete="off" maxLength={7} {...form.register("capacity")} />
        </FormField>
        <FormField label={`${t.fields.registrationLink} ${t.optional}`} hint={t.events.registrationLinkHint} error={errorText(errors.registrationLink, "link")}>
          <input type="url" inputMode="url" autoComplete="off" spellCheck={false} maxLength={500} placeholder="https://" {...form.register("registrationLink")} />
        </FormField>
      </div>
      <label className="flex min-h-11 items-center gap-3 text-sm font-semibold text-slate-800">
        <input type="checkbox" className="h-5 w-5 accent-brand" {...form.register("registrationOpen")} />
        {t.fields.registrationOpen}
      </label>
      {showAfter && (
        <fieldset className="grid gap-4 rounded-md border border-slate-200 p-4">
          <legend className="px-1 text-sm font-bold text-brand">{t.events.after}</legend>
          <p className="-mt-2 text-sm text-slate-600">{t.events.afterHint}</p>
          <FormField label={`${t.fields.participants} ${t.optional}`} error={errorText(errors.participants)} className="sm:max-w-xs">
            <input type="text" inputMode="numeric" autoComplete="off" maxLength={7} {...form.register("participants")} />
          </FormField>
          <BilingualField
            label={t.fields.eventSummary}
            value={values.summary}
            register={register("summary")}
            error={errors.summary}
            multiline
            markdown
            optional
            rows={4}
            maxLength={2000}
          />
        </fieldset>
      )}
      <label className="flex min-h-11 items-center gap-3 text-sm font-semibold text-slate-800">
        <input type="checkbox" className="h-5 w-5 accent-brand" {...form.register("published")} />
        {t.publishedField}
      </label>
      <FormActions label={common.save} pendingLabel={common.saving} pending={change.isPending} onCancel={onClose} />
      {question && (
        <ConfirmDialog
          title={t.confirmPublishTitle}
          text={question.text}
          action={t.publishAnyway}
          pending={change.isPending}
          onCancel={() => setQuestion(null)}
          onConfirm={() => {
            send(question.body);
            setQuestion(null);
          }}
        />
      )}
    </form>
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
