/** The PDF files of public/documents as the statutes page describes them. Written by `npm run documents`: do not edit. */
import type { DocumentKey } from "@shared/paths";

export const documentFiles: Record<DocumentKey, { pages: number; bytes: number }> = {
  "statutes": { pages: 32, bytes: 106855 },
  "internal-regulations": { pages: 18, bytes: 79929 },
};
