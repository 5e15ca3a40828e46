/**
 * The content tabs' calls (docs/content-api-contract.md): the admin lists (drafts included), the
 * changes to a program, an article or an event (each PUT names the version of the copy on screen:
 * 409 when it is outdated), the order of the programs and the Markdown preview. After a change the
 * admin list and the public list are read again, so that the public pages of this tab follow.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AdminArticlesResponse,
  AdminEventsResponse,
  AdminProgramsResponse,
  ArticleResponse,
  EventResponse,
  MarkdownPreviewResponse,
  ProgramResponse,
} from "@shared/content";
import type { Language } from "@shared/domain";
import { apiPaths } from "@shared/paths";
import type { ImageUploadResponse } from "@shared/api-types";
import { useRef } from "react";
import { useTexts } from "@/i18n/texts";
import { ADMIN_KEY, adminQuery, adminSend, adminUpload, useAdminApi } from "../../lib/admin-api";
import { differingFields } from "../../lib/newer-version";
import { useAdminMutation } from "../../lib/use-admin-mutation";
import { texts as adminTexts } from "../../texts";
import { texts } from "../texts";

/** The kinds of content and, for each, its admin list, its public list and its API paths. */
const kinds = {
  program: { list: apiPaths.admin.contentPrograms, publicList: apiPaths.programs, create: apiPaths.admin.programs, one: apiPaths.admin.program },
  article: { list: apiPaths.admin.contentArticles, publicList: apiPaths.articles, create: apiPaths.admin.articles, one: apiPaths.admin.article },
  event: { list: apiPaths.admin.contentEvents, publicList: apiPaths.events, create: apiPaths.admin.events, one: apiPaths.admin.event },
} as const;
export type Kind = keyof typeof kinds;

type Lists = { program: AdminProgramsResponse; article: AdminArticlesResponse; event: AdminEventsResponse };

/** The admin list of a kind (drafts included). */
export const useContentItems = <K extends Kind>(kind: K) => {
  const { lang } = useAdminApi();
  return useQuery(adminQuery<Lists[K]>(kinds[kind].list, lang));
};

type Responses = { program: ProgramResponse; article: ArticleResponse; event: EventResponse };

/** A change: a new item (no id), a change to one (its id, with `version` in the body), or a deletion. */
export type Change = { action: "create"; body: object } | { action: "update"; id: string; body: object } | { action: "delete"; id: string };

function sendChange<K extends Kind>(kind: K, change: Change, lang: Language): Promise<Responses[K] | { message: string }> {
  const paths = kinds[kind];
  if (change.action === "create") return adminSend("POST", paths.create, lang, change.body);
  if (change.action === "update") return adminSend("PUT", paths.one(change.id), lang, change.body);
  return adminSend("DELETE", paths.one(change.id), lang);
}

/**
 * Saves a change to an item of a kind: the toast says what happened ('Program updated'), the admin
 * list and the public pages' queries of that kind are read again.
 */
export function useContentChange<K extends Kind>(
  kind: K,
  words: { created: string; updated: string; deleted: string; createFailed: string; updateFailed: string; deleteFailed: string },
  change: Change["action"],
  onSuccess?: () => void,
) {
  const queryClient = useQueryClient();
  const paths = kinds[kind];
  const t = useTexts(texts);
  const newerWords = useTexts(adminTexts).newerVersion;
  // After a 409 the person may save theirs over the version saved meanwhile: that version, by id.
  const base = useRef<{ id: string; version: number } | null>(null);
  return useAdminMutation<Change, Responses[K] | { message: string }>({
    mutationFn: (input, lang) =>
      sendChange(kind, input.action === "update" && base.current?.id === input.id && "version" in input.body ? { ...input, body: { ...input.body, version: base.current.version } } : input, lang),
    newerVersion: (input) => {
      if (input.action !== "update") return null;
      const saved = savedItem(queryClient.getQueriesData<ListData>({ queryKey: [ADMIN_KEY, paths.list] }), input.id);
      if (!saved) return null;
      const image = kind === "program" ? t.programs.heroImage : t.research.heroImage;
      const labels: Record<string, string> = { ...t.fields, published: t.publishedField, heroImageId: image, heroAlt: t.image.alt };
      return {
        fields: differingFields(saved, input.body as Record<string, unknown>, labels, newerWords),
        saveOnTop: () => (base.current = { id: input.id, version: Number(saved.version) }),
      };
    },
    reloads: [paths.list, paths.publicList],
    success: change === "create" ? words.created : change === "update" ? words.updated : words.deleted,
    failure: change === "create" ? words.createFailed : change === "update" ? words.updateFailed : words.deleteFailed,
    onSuccess: () => {
      // The public pages' own queries (keyed by their path, outside the admin's): read again when shown.
      void queryClient.invalidateQueries({ queryKey: [paths.publicList] });
      onSuccess?.();
    },
  });
}

type ListData = { items?: Record<string, unknown>[]; upcoming?: Record<string, unknown>[]; past?: Record<string, unknown>[] };

/** The item of an admin list (as last read) with this id. */
function savedItem(lists: [unknown, ListData | undefined][], id: string): Record<string, unknown> | undefined {
  for (const [, data] of lists) {
    const found = [...(data?.items ?? []), ...(data?.upcoming ?? []), ...(data?.past ?? [])].find((item) => item.id === id);
    if (found) return found;
  }
  return undefined;
}

/** PUT the programs' new order (every id, in order). */
export function useProgramOrder(words: { orderUpdated: string; orderFailed: string }) {
  const queryClient = useQueryClient();
  return useAdminMutation<string[], AdminProgramsResponse>({
    mutationFn: (ids, lang) => adminSend("PUT", apiPaths.admin.programOrder, lang, { ids }),
    reloads: [apiPaths.admin.contentPrograms, apiPaths.programs],
    success: words.orderUpdated,
    failure: words.orderFailed,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [apiPaths.programs] }),
  });
}

/** The HTML the public page will show for a Markdown text (the server's renderer), once asked for. */
export function useMarkdownPreview(text: string, enabled: boolean) {
  const { lang } = useAdminApi();
  return useQuery({
    queryKey: [ADMIN_KEY, apiPaths.admin.markdownPreview, text],
    queryFn: () => adminSend<MarkdownPreviewResponse>("POST", apiPaths.admin.markdownPreview, lang, { text }),
    enabled: enabled && text.trim() !== "",
    staleTime: Infinity,
  });
}

/** POST an image (JPEG, PNG or WebP, ≤ 20 MB) → its resized copies' addresses. */
export const uploadImage = (file: Blob, lang: Language) => adminUpload<ImageUploadResponse>(apiPaths.admin.images, lang, file);
