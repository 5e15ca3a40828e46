import { useEffect, useRef, useState } from "react";
import { z } from "zod";
import type { AdminArticle } from "@shared/content";
import { slugFromTitles } from "@shared/content";
import { FormField } from "@/components/ui/form-field";
import { useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { useZodForm } from "@/lib/forms";
import { useFieldError } from "../../components/field-error";
import { FormActions } from "../../components/form-actions";
import { ApiError, fieldMessages, serverMessage } from "../../lib/admin-api";
import { todayIso } from "../../lib/format";
import { texts as adminTexts } from "../../texts";
import { useContentChange } from "../api/content-api";
import { applyFieldErrors, localizedRule, parseTags, slugRule, toForm, trimmed } from "../lib/form-values";
import { texts } from "../texts";
import { BilingualField } from "./bilingual-field";
import { missingQuestion, StaleNotice } from "./content-bits";
import { ConfirmDialog, EditorDialog } from "./dialogs";

const articleForm = z.object({
  slug: slugRule,
  title: localizedRule(200),
  excerpt: localizedRule(600),
  content: localizedRule(50000, false, true),
  author: z.string().trim().min(1).max(120),
  publishDate: z.iso.date(),
  tags: z
    .string()
    .max(1000)
    .refine((text) => parseTags(text).every((tag) => tag.length <= 40), { message: "tagLength" }),
  published: z.boolean(),
});
type ArticleForm = z.output<typeof articleForm>;

/** New article (no `article`) and Edit: one dialog with every field of an article. */
export function ArticleDialog({ article, onClose }: { article: AdminArticle | null; onClose: () => void }) {
  const t = useTexts(texts);
  return (
    <EditorDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={article ? t.research.editTitle : t.research.createTitle}
      draftKey={`article:${article?.id ?? "new"}`}
    >
      <ArticleEditor article={article} onClose={onClose} />
    </EditorDialog>
  );
}

function ArticleEditor({ article, onClose }: { article: AdminArticle | null; onClose: () => void }) {
  const t = useTexts(texts);
  const { common } = useTexts(adminTexts);
  const { lang } = useI18n();
  const errorText = useFieldError();
  const form = useZodForm(articleForm, {
    defaultValues: {
      slug: article?.slug ?? "",
      title: toForm(article?.title),
      excerpt: toForm(article?.excerpt),
      content: toForm(article?.content),
      author: article?.author ?? "",
      publishDate: article?.publishDate ?? todayIso(),
      tags: article?.tags.join(", ") ?? "",
      published: article?.published ?? false,
    },
  });
  const change = useContentChange("article", t.research, article ? "update" : "create", onClose);
  const [question, setQuestion] = useState<{ text: string; body: object } | null>(null);
  const [stale, setStale] = useState<string | null>(null);
  const { errors } = form.formState;
  const values = form.watch();

  const slugEdited = useRef(article !== null);
  // From the English title, or the French one while only French is written.
  const proposedSlug = slugFromTitles(values.title);
  useEffect(() => {
    if (!slugEdited.current) form.setValue("slug", proposedSlug, { shouldValidate: form.formState.isSubmitted });
  }, [proposedSlug, form]);

  const send = (body: object) =>
    change.mutate(article ? { action: "update", id: article.id, body } : { action: "create", body }, {
      onError: (error) => {
        if (applyFieldErrors(form, error, lang)) return;
        if (error instanceof ApiError && error.status === 409 && fieldMessages(error).length === 0) setStale(serverMessage(error) ?? t.research.updateFailed);
      },
    });

  const onSubmit = form.handleSubmit((v: ArticleForm) => {
    const body = {
      slug: v.slug,
      title: trimmed(v.title),
      excerpt: trimmed(v.excerpt),
      content: trimmed(v.content),
      author: v.author,
      publishDate: v.publishDate,
      tags: parseTags(v.tags),
      published: v.published,
      ...(article ? { version: article.version } : {}),
    };
    const text = v.published && !article?.published ? missingQuestion(body, "article", t) : null;
    if (text) setQuestion({ text, body });
    else send(body);
  });

  const register = (name: "title" | "excerpt" | "content") => ({ en: form.register(`${name}.en`), fr: form.register(`${name}.fr`) });
  // The server names a tag's problem by its place (`tags.2`): it is shown on the tags field.
  const tagsError = errors.tags?.message ?? (Array.isArray(errors.tags) ? errors.tags.find(Boolean)?.message : undefined);

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <StaleNotice message={stale} />
      <BilingualField label={t.fields.title} value={values.title} register={register("title")} error={errors.title} maxLength={200} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t.fields.slug} hint={article ? `${t.slugHint} ${t.slugChangeHint}` : t.slugHint} error={errorText(errors.slug, "articleSlug")}>
          <input
            type="text"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={80}
            {...form.register("slug", { onChange: () => (slugEdited.current = true) })}
          />
        </FormField>
        <FormField label={t.fields.author} error={errorText(errors.author, "author")}>
          <input type="text" autoComplete="off" maxLength={120} {...form.register("author")} />
        </FormField>
      </div>
      <BilingualField label={t.fields.excerpt} value={values.excerpt} register={register("excerpt")} error={errors.excerpt} multiline rows={3} maxLength={600} />
      <BilingualField label={t.fields.content} value={values.content} register={register("content")} error={errors.content} multiline markdown rows={12} maxLength={50000} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t.fields.publishDate} error={errorText(errors.publishDate, "publishDate")}>
          <input type="date" {...form.register("publishDate")} />
        </FormField>
        <FormField label={`${t.fields.tags} ${t.optional}`} hint={t.research.tagsHint} error={errorText({ message: tagsError })}>
          <input type="text" autoComplete="off" maxLength={1000} {...form.register("tags")} />
        </FormField>
      </div>
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
