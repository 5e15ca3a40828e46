import type { ArticleSummary, ProgramSummary } from "@shared/api-types";
import type { Language } from "@shared/domain";
import { apiPaths } from "@shared/paths";
import { adminQuery } from "../../lib/admin-api";

/** Every program, drafts included (GET /api/programs?all=true asked by an administrator). */
export const adminProgramsQuery = (lang: Language) => adminQuery<ProgramSummary[]>(apiPaths.programs, lang, { all: "true" });

/** Every research article, drafts included. */
export const adminArticlesQuery = (lang: Language) => adminQuery<ArticleSummary[]>(apiPaths.articles, lang, { all: "true" });
