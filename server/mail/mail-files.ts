/**
 * The mails the folder mailer wrote (`DATA_DIR/mail/`, mailer.ts), found by the outbox row that
 * wrote them: each file is named by its Message-ID, `<outbox id>@<site host>.eml` (outbox.ts
 * messageIdOf), so a mail's file is found by its row's id alone — never by reading what the files
 * say. An erasure removes the files of the mails that named the person (receipts with their PDFs
 * inside, the staff's notifications quoting them, the replies); with an SMTP server the mails have
 * left the site and nothing is kept here.
 */
import { readdir, unlink } from "node:fs/promises";
import path from "node:path";
import type { MailConfig } from "../env";

export type MailFiles = {
  /** Removes the files written for these outbox rows (a row never sent has none); answers how many went. */
  forget(mailIds: readonly string[]): Promise<number>;
};

/** Mail goes to an SMTP server: no file is kept. */
export const noMailFiles: MailFiles = { forget: async () => 0 };

/** The files of the folder mailer in `dir`: `<id>@….eml`, and a `.tmp` a write left half-way. */
export function mailFolderFiles(dir: string): MailFiles {
  return {
    async forget(mailIds) {
      if (mailIds.length === 0) return 0;
      const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return [] as string[];
        throw error;
      });
      const ids = new Set(mailIds.map((id) => id.toLowerCase()));
      const theirs = names.filter((name) => /\.eml(\.tmp)?$/.test(name) && ids.has(name.slice(0, name.indexOf("@")).toLowerCase()));
      for (const name of theirs)
        await unlink(path.join(dir, name)).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== "ENOENT") throw error;
        });
      return theirs.length;
    },
  };
}

/** The folder of mails written as files (MAIL_TRANSPORT without SMTP, server/env.ts), or null. */
export const mailFolder = (config: MailConfig, dataDir: string): string | null => (config.smtp ? null : path.join(dataDir, "mail"));

export const mailFilesFromConfig = (config: MailConfig, dataDir: string): MailFiles => {
  const dir = mailFolder(config, dataDir);
  return dir ? mailFolderFiles(dir) : noMailFiles;
};
