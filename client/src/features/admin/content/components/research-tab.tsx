/**
 * The Research tab (issue 14): every article, published or draft, newest first, with at most
 * three of its tags; create and edit in one dialog; publish and unpublish from the list (asking
 * first when a language is missing); delete after a confirmation.
 */
import { useRef, useState } from "react";
import type { AdminArticle } from "@shared/content";
import { pickLocalized } from "@shared/content";
import { paths } from "@shared/paths";
import { format, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { Badge } from "../../components/badge";
import { QueryState } from "../../components/query-state";
import { formatDate } from "../../lib/format";
import { texts as adminTexts } from "../../texts";
import { useArticles, useContentChange } from "../api/content-api";
import { useOpener } from "../lib/use-opener";
import { texts } from "../texts";
import { ArticleDialog } from "./article-dialog";
import { MissingBadges, PublishedBadge, RowButton, missingQuestion, ViewLink } from "./content-bits";
import { ConfirmDialog } from "./dialogs";

type Editing = { article: AdminArticle | null } | null;

export function ResearchTab() {
  const t = useTexts(texts);
  const { common } = useTexts(adminTexts);
  const { lang } = useI18n();
  const query = useArticles();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminArticle | null>(null);
  const [publishing, setPublishing] = useState<{ article: AdminArticle; text: string } | null>(null);
  const listTop = useRef<HTMLDivElement>(null);
  const remember = useOpener(Boolean(editing || deleting || publishing), listTop);
  const update = useContentChange("article", t.research, "update", () => setPublishing(null));
  const remove = useContentChange("article", t.research, "delete", () => setDeleting(null));

  const setPublished = (article: AdminArticle, published: boolean) =>
    update.mutate({ action: "update", id: article.id, body: { published, version: article.version } });
  const onPublish = (article: AdminArticle) => {
    const text = article.published ? null : missingQuestion(article, "article", t);
    if (text) {
      remember();
      setPublishing({ article, text });
    } else setPublished(article, !article.published);
  };

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-700">{t.research.intro}</p>
        <button
          type="button"
          className="btn btn-primary min-h-11"
          onClick={() => {
            remember();
            setEditing({ article: null });
          }}
        >
          {t.research.create}
        </button>
      </div>
      <div ref={listTop} tabIndex={-1} className="focus:outline-none" aria-busy={query.isFetching}>
        <QueryState query={query} isEmpty={(data) => data.items.length === 0} empty={t.research.empty}>
          {({ items }) => (
            <ul className="mt-4 grid gap-4">
              {items.map((article) => {
                const name = pickLocalized(article.title, lang);
                const excerpt = pickLocalized(article.excerpt, lang);
                const busy = update.isPending && update.variables.action === "update" && update.variables.id === article.id;
                return (
                  <li key={article.id} className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
                    <div className="flex flex-wrap items-start justify-between gap-2">
                      <h3 className="min-w-0 font-semibold break-words text-brand" lang={name.lang}>
                        {name.text}
                      </h3>
                      <div className="flex flex-wrap gap-1.5">
                        <PublishedBadge published={article.published} />
                        <MissingBadges record={article} kind="article" />
                      </div>
                    </div>
                    <p className="mt-1 text-sm text-slate-600">
                      {format(t.research.by, { author: article.author })} · {formatDate(`${article.publishDate}T12:00:00Z`, lang)}
                    </p>
                    <p className="mt-2 line-clamp-2 text-sm text-slate-700" lang={excerpt.lang}>
                      {excerpt.text}
                    </p>
                    {article.tags.length > 0 && (
                      <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t.fields.tags}>
                        {article.tags.slice(0, 3).map((tag) => (
                          <li key={tag}>
                            <Badge tone="info">{tag}</Badge>
                          </li>
                        ))}
                        {article.tags.length > 3 && (
                          <li>
                            <Badge tone="neutral">{format(t.research.moreTags, { count: article.tags.length - 3 })}</Badge>
                          </li>
                        )}
                      </ul>
                    )}
                    <div className="mt-3 flex flex-wrap items-center gap-2">
                      <RowButton
                        label={common.edit}
                        srLabel={format(t.research.editArticle, { title: name.text })}
                        onClick={() => {
                          remember();
                          setEditing({ article });
                        }}
                      />
                      <RowButton
                        label={article.published ? t.unpublish : t.publish}
                        srLabel={format(article.published ? t.research.unpublishArticle : t.research.publishArticle, { title: name.text })}
                        disabled={busy}
                        onClick={() => onPublish(article)}
                      />
                      <RowButton
                        label={t.delete}
                        srLabel={format(t.research.deleteArticle, { title: name.text })}
                        danger
                        onClick={() => {
                          remember();
                          setDeleting(article);
                        }}
                      />
                      {article.published && (
                        <ViewLink href={paths.research.article(article.slug)} label={t.research.view} title={name.text} />
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </QueryState>
      </div>
      {editing && <ArticleDialog key={editing.article ? `${editing.article.id}:${editing.article.version}` : "new"} article={editing.article} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmDialog
          title={t.research.deleteTitle}
          text={format(t.research.deleteText, { title: pickLocalized(deleting.title, lang).text })}
          action={t.delete}
          pendingLabel={t.deleting}
          pending={remove.isPending}
          danger
          onCancel={() => setDeleting(null)}
          onConfirm={() => remove.mutate({ action: "delete", id: deleting.id }, { onError: () => setDeleting(null) })}
        />
      )}
      {publishing && (
        <ConfirmDialog
          title={t.confirmPublishTitle}
          text={publishing.text}
          action={t.publishAnyway}
          pending={update.isPending}
          onCancel={() => setPublishing(null)}
          onConfirm={() => update.mutate({ action: "update", id: publishing.article.id, body: { published: true, version: publishing.article.version } }, { onError: () => setPublishing(null) })}
        />
      )}
    </div>
  );
}
