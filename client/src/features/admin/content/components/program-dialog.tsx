import { useEffect, useRef, useState } from "react";
import { z } from "zod";
import type { AdminProgram } from "@shared/content";
import { slugFromTitles } from "@shared/content";
import { languages, pillars } from "@shared/domain";
import type { UploadedImage } from "@shared/api-types";
import { FormField } from "@/components/ui/form-field";
import { useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { useZodForm } from "@/lib/forms";
import { useFieldError } from "../../components/field-error";
import { FormActions } from "../../components/form-actions";
import { Options } from "../../components/options";
import { ApiError, fieldMessages, serverMessage } from "../../lib/admin-api";
import { texts as adminTexts } from "../../texts";
import { useContentChange } from "../api/content-api";
import { applyFieldErrors, emptyText, linkRule, localizedRule, optionalText, slugRule, toForm, trimmed } from "../lib/form-values";
import { texts } from "../texts";
import { BilingualField } from "./bilingual-field";
import { HeroImageField } from "./hero-image-field";
import { missingQuestion, StaleNotice } from "./content-bits";
import { ConfirmDialog, EditorDialog } from "./dialogs";

const programForm = z
  .object({
    slug: slugRule,
    pillar: z.enum(pillars),
    title: localizedRule(160),
    summary: localizedRule(600),
    content: localizedRule(20000, false, true),
    eligibility: localizedRule(4000, true, true),
    applyLink: linkRule,
    heroImageId: z.string().nullable(),
    heroAlt: localizedRule(300, true),
    published: z.boolean(),
  })
  .superRefine((v, ctx) => {
    // With an image, its description in each language (the server's rule, shared/schema heroRule).
    if (v.heroImageId)
      for (const lang of languages) if (v.heroAlt[lang] === "") ctx.addIssue({ code: "custom", path: ["heroAlt", lang], message: "altRequired" });
  });
type ProgramForm = z.output<typeof programForm>;

/** New Program (no `program`) and Edit: one dialog with every field of a program. */
export function ProgramDialog({ program, onClose }: { program: AdminProgram | null; onClose: () => void }) {
  const t = useTexts(texts);
  return (
    <EditorDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={program ? t.programs.editTitle : t.programs.createTitle}
      draftKey={`program:${program?.id ?? "new"}`}
    >
      <ProgramEditor program={program} onClose={onClose} />
    </EditorDialog>
  );
}

function ProgramEditor({ program, onClose }: { program: AdminProgram | null; onClose: () => void }) {
  const t = useTexts(texts);
  const { common } = useTexts(adminTexts);
  const { lang } = useI18n();
  const errorText = useFieldError();
  const form = useZodForm(programForm, {
    defaultValues: {
      slug: program?.slug ?? "",
      pillar: program?.pillar ?? "digital_literacy",
      title: toForm(program?.title),
      summary: toForm(program?.summary),
      content: toForm(program?.content),
      eligibility: program?.eligibility ? toForm(program.eligibility) : emptyText(),
      applyLink: program?.applyLink ?? "",
      heroImageId: program?.heroImageId ?? null,
      heroAlt: toForm(program?.heroAlt),
      published: program?.published ?? false,
    },
  });
  // The uploaded image on screen (its preview); the form holds its id.
  const [hero, setHero] = useState<UploadedImage | null>(program?.hero ?? null);
  const change = useContentChange("program", t.programs, program ? "update" : "create", onClose);
  const [question, setQuestion] = useState<{ text: string; body: object } | null>(null);
  const [stale, setStale] = useState<string | null>(null);
  const { errors } = form.formState;
  const values = form.watch();

  // The address follows the English title until the person writes one (an existing one stays).
  const slugEdited = useRef(program !== null);
  // From the English title, or the French one while only French is written.
  const proposedSlug = slugFromTitles(values.title);
  useEffect(() => {
    if (!slugEdited.current) form.setValue("slug", proposedSlug, { shouldValidate: form.formState.isSubmitted });
  }, [proposedSlug, form]);

  const send = (body: object) =>
    change.mutate(program ? { action: "update", id: program.id, body } : { action: "create", body }, {
      onError: (error) => {
        if (applyFieldErrors(form, error, lang)) return;
        if (error instanceof ApiError && error.status === 409 && fieldMessages(error).length === 0) setStale(serverMessage(error) ?? t.programs.updateFailed);
      },
    });

  const onSubmit = form.handleSubmit((v: ProgramForm) => {
    const body = {
      slug: v.slug,
      pillar: v.pillar,
      title: trimmed(v.title),
      summary: trimmed(v.summary),
      content: trimmed(v.content),
      eligibility: optionalText(v.eligibility),
      applyLink: v.applyLink || null,
      heroImageId: v.heroImageId,
      heroAlt: v.heroImageId ? trimmed(v.heroAlt) : null,
      published: v.published,
      ...(program ? { version: program.version } : {}),
    };
    // Publishing (not keeping published) with a language missing: ask first.
    const text = v.published && !program?.published ? missingQuestion(body, "program", t) : null;
    if (text) setQuestion({ text, body });
    else send(body);
  });

  const register = (name: "title" | "summary" | "content" | "eligibility" | "heroAlt") => ({
    en: form.register(`${name}.en`),
    fr: form.register(`${name}.fr`),
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <StaleNotice message={stale} />
      <BilingualField label={t.fields.title} value={values.title} register={register("title")} error={errors.title} maxLength={160} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t.fields.slug} hint={program ? `${t.slugHint} ${t.slugChangeHint}` : t.slugHint} error={errorText(errors.slug, "programSlug")}>
          <input
            type="text"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={80}
            {...form.register("slug", { onChange: () => (slugEdited.current = true) })}
          />
        </FormField>
        <FormField label={t.fields.pillar} error={errorText(errors.pillar)}>
          <select {...form.register("pillar")}>
            <Options values={pillars} labels={t.pillars} />
          </select>
        </FormField>
      </div>
      <BilingualField label={t.fields.summary} value={values.summary} register={register("summary")} error={errors.summary} multiline rows={3} maxLength={600} />
      <BilingualField label={t.fields.content} value={values.content} register={register("content")} error={errors.content} multiline markdown rows={10} maxLength={20000} />
      <BilingualField
        label={t.fields.eligibility}
        value={values.eligibility}
        register={register("eligibility")}
        error={errors.eligibility}
        multiline
        markdown
        optional
        rows={4}
        maxLength={4000}
      />
      <FormField label={`${t.fields.applyLink} ${t.optional}`} hint={t.programs.applyLinkHint} error={errorText(errors.applyLink, "link")}>
        <input type="url" inputMode="url" autoComplete="off" spellCheck={false} maxLength={500} placeholder="https://" {...form.register("applyLink")} />
      </FormField>
      <HeroImageField
        image={hero}
        onChange={(image) => {
          setHero(image);
          form.setValue("heroImageId", image?.id ?? null, { shouldDirty: true });
          if (!image) form.setValue("heroAlt", emptyText());
        }}
        alt={values.heroAlt}
        registerAlt={register("heroAlt")}
        altError={errors.heroAlt}
      />
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
