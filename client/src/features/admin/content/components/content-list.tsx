/**
 * The list of every kind of content (components/content-kinds.tsx says what each shows): every
 * item, published or draft, as cards in the admin list's order; New and Edit in one dialog;
 * publish and unpublish from the card (asking first when a language is missing); delete after a
 * confirmation; programs also move up and down.
 */
import { Fragment, useRef, useState } from "react";
import { pickLocalized } from "@shared/content";
import { format, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { QueryState } from "../../components/query-state";
import { texts as adminTexts } from "../../texts";
import { useContentChange, useContentItems, useProgramOrder } from "../api/content-api";
import { useOpener } from "../lib/use-opener";
import { texts } from "../texts";
import { MissingBadges, PublishedBadge, RowButton, missingQuestion, ViewLink } from "./content-bits";
import { ContentDialog, type ContentItem } from "./content-editor";
import type { ContentSpec } from "./content-kinds";
import { ConfirmDialog } from "./dialogs";

export function ContentList<Item extends ContentItem>({ spec }: { spec: ContentSpec<Item> }) {
  const t = useTexts(texts);
  const { common } = useTexts(adminTexts);
  const words = spec.words(t);
  const { lang } = useI18n();
  const query = useContentItems(spec.kind);
  const [editing, setEditing] = useState<{ item: Item | null } | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const [publishing, setPublishing] = useState<{ item: Item; text: string } | null>(null);
  const listTop = useRef<HTMLDivElement>(null);
  const remember = useOpener(Boolean(editing || deleting || publishing), listTop);
  const update = useContentChange(spec.kind, words, "update", () => setPublishing(null));
  const remove = useContentChange(spec.kind, words, "delete", () => setDeleting(null));
  const order = useProgramOrder(t.programs);

  const setPublished = (item: Item, published: boolean) => update.mutate({ action: "update", id: item.id, body: { published, version: item.version } });
  const onPublish = (item: Item) => {
    const text = item.published ? null : missingQuestion(item, spec.kind, t);
    if (text) {
      remember();
      setPublishing({ item, text });
    } else setPublished(item, !item.published);
  };
  const move = (items: Item[], index: number, by: -1 | 1) => {
    const ids = items.map((item) => item.id);
    const [id] = ids.splice(index, 1);
    if (!id) return;
    ids.splice(index + by, 0, id);
    order.mutate(ids);
  };
  const open = (then: () => void) => () => {
    remember();
    then();
  };

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-700">{words.intro}</p>
        <button type="button" className="btn btn-primary min-h-11" onClick={open(() => setEditing({ item: null }))}>
          {words.create}
        </button>
      </div>
      <div ref={listTop} tabIndex={-1} className="focus:outline-none" aria-busy={query.isFetching || order.isPending}>
        <QueryState query={query}>
          {(data) =>
            spec.sections(data as never, t).map((section, sectionIndex) => {
              const { items } = section;
              const Heading = section.title ? "h4" : "h3";
              const cards = items.map((item, index) => {
                const name = pickLocalized(item.title, lang);
                const busy = update.isPending && update.variables.action === "update" && update.variables.id === item.id;
                return (
                  <li key={item.id} className="flex min-w-0 flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
                    <div className="flex flex-wrap items-start justify-between gap-2">
                      <Heading className="min-w-0 font-semibold break-words text-brand" lang={name.lang}>
                        {name.text}
                      </Heading>
                      <div className="flex flex-wrap gap-1.5">
                        <PublishedBadge published={item.published} />
                        <MissingBadges record={item} kind={spec.kind} />
                      </div>
                    </div>
                    {spec.details(item, t, lang)}
                    {spec.ordered && <p className="sr-only">{format(t.programs.position, { position: index + 1, total: items.length })}</p>}
                    <div className="mt-auto flex flex-wrap items-center gap-2 pt-3">
                      <RowButton label={common.edit} srLabel={format(t.editItem, { title: name.text })} onClick={open(() => setEditing({ item }))} />
                      <RowButton
                        label={item.published ? t.unpublish : t.publish}
                        srLabel={format(item.published ? t.unpublishItem : t.publishItem, { title: name.text })}
                        disabled={busy}
                        onClick={() => onPublish(item)}
                      />
                      {spec.ordered && (
                        <>
                          <RowButton
                            label={t.programs.moveUp}
                            srLabel={format(t.programs.moveUpProgram, { title: name.text })}
                            disabled={index === 0 || order.isPending}
                            onClick={() => move(items, index, -1)}
                          />
                          <RowButton
                            label={t.programs.moveDown}
                            srLabel={format(t.programs.moveDownProgram, { title: name.text })}
                            disabled={index === items.length - 1 || order.isPending}
                            onClick={() => move(items, index, 1)}
                          />
                        </>
                      )}
                      <RowButton label={t.delete} srLabel={format(t.deleteItem, { title: name.text })} danger onClick={open(() => setDeleting(item))} />
                      {item.published && spec.page && "view" in words && <ViewLink href={spec.page(item)} label={words.view} title={name.text} />}
                    </div>
                  </li>
                );
              });
              const grid = `grid gap-4 ${spec.twoColumns ? "md:grid-cols-2" : ""}`;
              const empty = <p className={section.title ? "py-3 text-slate-700" : "py-6 text-slate-700"}>{section.empty}</p>;
              const list = spec.ordered ? <ol className={`mt-4 ${grid}`}>{cards}</ol> : <ul className={`${section.title ? "mt-3" : "mt-4"} ${grid}`}>{cards}</ul>;
              if (!section.title) return <Fragment key={sectionIndex}>{items.length === 0 ? empty : list}</Fragment>;
              return (
                <section key={sectionIndex} className="mt-6" aria-label={section.title}>
                  <h3 className="text-lg font-bold text-brand">{section.title}</h3>
                  {items.length === 0 ? empty : list}
                </section>
              );
            })
          }
        </QueryState>
      </div>
      {editing && <ContentDialog key={editing.item ? `${editing.item.id}:${editing.item.version}` : "new"} spec={spec} item={editing.item} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmDialog
          title={words.deleteTitle}
          text={format(t.deleteText, { title: pickLocalized(deleting.title, lang).text })}
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
          onConfirm={() =>
            update.mutate({ action: "update", id: publishing.item.id, body: { published: true, version: publishing.item.version } }, { onError: () => setPublishing(null) })
          }
        />
      )}
    </div>
  );
}
