/**
 * The Programs tab (issue 14): every program, published or draft, in the order of the public
 * list, as cards; New Program and Edit in one dialog; publish and unpublish from the card (asking
 * first when a language is missing); delete after a confirmation; move up and down.
 */
import { useRef, useState } from "react";
import type { AdminProgram } from "@shared/content";
import { pickLocalized } from "@shared/content";
import { paths } from "@shared/paths";
import { format, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { QueryState } from "../../components/query-state";
import { texts as adminTexts } from "../../texts";
import { useContentChange, useProgramOrder, usePrograms } from "../api/content-api";
import { useOpener } from "../lib/use-opener";
import { texts } from "../texts";
import { MissingBadges, PublishedBadge, RowButton, missingQuestion, ViewLink } from "./content-bits";
import { ConfirmDialog } from "./dialogs";
import { ProgramDialog } from "./program-dialog";

type Editing = { program: AdminProgram | null } | null;

export function ProgramsTab() {
  const t = useTexts(texts);
  const { common } = useTexts(adminTexts);
  const { lang } = useI18n();
  const query = usePrograms();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminProgram | null>(null);
  const [publishing, setPublishing] = useState<{ program: AdminProgram; text: string } | null>(null);
  const listTop = useRef<HTMLDivElement>(null);
  const remember = useOpener(Boolean(editing || deleting || publishing), listTop);
  const update = useContentChange("program", t.programs, "update", () => setPublishing(null));
  const remove = useContentChange("program", t.programs, "delete", () => setDeleting(null));
  const order = useProgramOrder(t.programs);

  const title = (program: AdminProgram) => pickLocalized(program.title, lang).text;
  const setPublished = (program: AdminProgram, published: boolean) =>
    update.mutate({ action: "update", id: program.id, body: { published, version: program.version } });
  const onPublish = (program: AdminProgram) => {
    const text = program.published ? null : missingQuestion(program, "program", t);
    if (text) {
      remember();
      setPublishing({ program, text });
    } else setPublished(program, !program.published);
  };
  const move = (items: AdminProgram[], index: number, by: -1 | 1) => {
    const ids = items.map((p) => p.id);
    const [id] = ids.splice(index, 1);
    if (!id) return;
    ids.splice(index + by, 0, id);
    order.mutate(ids);
  };

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-700">{t.programs.intro}</p>
        <button
          type="button"
          className="btn btn-primary min-h-11"
          onClick={() => {
            remember();
            setEditing({ program: null });
          }}
        >
          {t.programs.create}
        </button>
      </div>
      <div ref={listTop} tabIndex={-1} className="focus:outline-none" aria-busy={query.isFetching || order.isPending}>
        <QueryState query={query} isEmpty={(data) => data.items.length === 0} empty={t.programs.empty}>
          {({ items }) => (
            <ol className="mt-4 grid gap-4 md:grid-cols-2">
              {items.map((program, index) => {
                const name = pickLocalized(program.title, lang);
                const summary = pickLocalized(program.summary, lang);
                const busy = update.isPending && update.variables.action === "update" && update.variables.id === program.id;
                return (
                  <li key={program.id} className="flex min-w-0 flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
                    <div className="flex flex-wrap items-start justify-between gap-2">
                      <h3 className="min-w-0 font-semibold break-words text-brand" lang={name.lang}>
                        {name.text}
                      </h3>
                      <div className="flex flex-wrap gap-1.5">
                        <PublishedBadge published={program.published} />
                        <MissingBadges record={program} kind="program" />
                      </div>
                    </div>
                    <p className="mt-1 text-sm font-medium text-slate-600">
                      {t.pillars[program.pillar]}
                      <span className="text-slate-500"> · /{program.slug}</span>
                    </p>
                    <p className="mt-2 line-clamp-3 text-sm text-slate-700" lang={summary.lang}>
                      {summary.text}
                    </p>
                    <p className="sr-only">{format(t.programs.position, { position: index + 1, total: items.length })}</p>
                    <div className="mt-auto flex flex-wrap items-center gap-2 pt-3">
                      <RowButton
                        label={common.edit}
                        srLabel={format(t.programs.editProgram, { title: name.text })}
                        onClick={() => {
                          remember();
                          setEditing({ program });
                        }}
                      />
                      <RowButton
                        label={program.published ? t.unpublish : t.publish}
                        srLabel={format(program.published ? t.programs.unpublishProgram : t.programs.publishProgram, { title: name.text })}
                        disabled={busy}
                        onClick={() => onPublish(program)}
                      />
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
                      <RowButton
                        label={t.delete}
                        srLabel={format(t.programs.deleteProgram, { title: name.text })}
                        danger
                        onClick={() => {
                          remember();
                          setDeleting(program);
                        }}
                      />
                      {program.published && (
                        <ViewLink href={paths.programs.detail(program.slug)} label={t.programs.view} title={name.text} />
                      )}
                    </div>
                  </li>
                );
              })}
            </ol>
          )}
        </QueryState>
      </div>
      {editing && <ProgramDialog key={editing.program ? `${editing.program.id}:${editing.program.version}` : "new"} program={editing.program} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmDialog
          title={t.programs.deleteTitle}
          text={format(t.programs.deleteText, { title: title(deleting) })}
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
          onConfirm={() => update.mutate({ action: "update", id: publishing.program.id, body: { published: true, version: publishing.program.version } }, { onError: () => setPublishing(null) })}
        />
      )}
    </div>
  );
}
