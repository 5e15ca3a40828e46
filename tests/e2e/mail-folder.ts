/**
 * The mails the e2e servers wrote: they have no SMTP server, so each mail is an .eml file under
 * their DATA_DIR/mail/ (a temporary folder named foundation-e2e-…, tests/e2e/start-server.mjs).
 */
import { readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";

/** The mails of every e2e server's mail folder whose subject passes `wanted`. */
export async function mailsWithSubject(wanted: (subject: string) => boolean): Promise<ParsedMail[]> {
  const found = [];
  for (const dir of (await readdir(tmpdir())).filter((name) => name.startsWith("foundation-e2e-"))) {
    const folder = path.join(tmpdir(), dir, "mail");
    const files = await readdir(folder).catch(() => [] as string[]);
    for (const file of files.filter((name) => name.endsWith(".eml"))) {
      // A file removed meanwhile (an erasure's mails, a sent confirmation's: decision 023) is not there to read.
      const text = await readFile(path.join(folder, file)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return null;
        throw error;
      });
      if (text === null) continue;
      const parsed = await simpleParser(text);
      if (wanted(parsed.subject ?? "")) found.push(parsed);
    }
  }
  return found;
}
