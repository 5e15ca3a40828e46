/**
 * Where mail goes: an SMTP server (nodemailer) when one is configured, else a folder where each
 * mail is written as an `.eml` file (`DATA_DIR/mail/`), so that a fresh install works with nothing
 * set and every mail can be opened in a mail client.
 */
import { chmod, mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { MailConfig, SmtpOptions } from "../env";
import { mailFolder } from "./mail-files";

/** A file the mail carries (a receipt or an attestation as PDF). */
export type MailAttachment = { filename: string; content: Buffer; contentType: string };

export type OutgoingMail = {
  from: string;
  to: string[];
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** The same on every try of one mail: a receiver can tell a repeat. */
  messageId: string;
  /** Threading (RFC 5322 §3.6.4): the mail this one answers, and the conversation it belongs to. */
  inReplyTo?: string;
  references?: string[];
  attachments?: MailAttachment[];
};

export type Mailer = {
  /** Where mails go, for the start-up line (never a password). */
  readonly description: string;
  /** Resolves once the server accepted the mail (or the file is written); rejects with SmtpError otherwise. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
};

/** Why a mail was not accepted; `permanent` for a 5xx answer (nodemailer's `responseCode`). */
export class SendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = "SendError";
  }
}

const toSendError = (error: unknown): SendError => {
  const { responseCode: code, code: name } = error as { responseCode?: number; code?: unknown };
  const message = error instanceof Error ? error.message : String(error);
  // nodemailer's own code (EAUTH, ETLS, EENVELOPE…) kept in front: the staff's plain reason is read from it (mail-reasons.ts).
  const said = typeof name === "string" && !message.includes(name) ? `${name}: ${message}` : message;
  return new SendError(said.slice(0, 500), typeof code === "number" && code >= 500);
};

const envelope = (mail: OutgoingMail) => ({
  from: mail.from,
  to: mail.to,
  replyTo: mail.replyTo,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  messageId: mail.messageId,
  inReplyTo: mail.inReplyTo,
  references: mail.references,
  attachments: mail.attachments?.map((file) => ({ filename: file.filename, content: file.content, contentType: file.contentType })),
});

/** The connections the SMTP transport keeps open: the outbox sends as many mails side by side. */
export const SMTP_CONNECTIONS = 5;

export function smtpMailer(options: SmtpOptions): Mailer {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const timeouts = { connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs };
  const server = options.url ? fromUrl(options.url) : options;
  const port = server.port ?? (server.secure ? 465 : 587);
  const transport = nodemailer.createTransport({
    host: server.host,
    port,
    secure: server.secure ?? port === 465,
    auth: server.user ? { user: server.user, pass: server.password ?? "" } : undefined,
    // A few connections kept open and reused: a backlog does not pay a connection (and its
    // greeting and TLS) per mail. The outbox sends its batch over them side by side.
    pool: true,
    maxConnections: SMTP_CONNECTIONS,
    ...timeouts,
  });
  return {
    description: `SMTP ${server.host}:${port}`,
    async send(mail) {
      try {
        await transport.sendMail(envelope(mail));
      } catch (error) {
        throw toSendError(error);
      }
    },
    close: () => transport.close(),
  };
}

/** `smtps://user:password@host:465` → its parts (user and password may be percent-encoded). */
function fromUrl(url: string): SmtpOptions {
  const parsed = new URL(url);
  return {
    host: parsed.hostname.replace(/^\[|\]$/g, ""),
    port: parsed.port ? Number(parsed.port) : undefined,
    secure: parsed.protocol === "smtps:",
    user: parsed.username ? decodeURIComponent(parsed.username) : undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
  };
}

/**
 * One `.eml` file per mail in `dir`, named by its Message-ID: a repeat overwrites, never doubles.
 * The folder is the server's user's only (0700), each file too (0600): mails name people.
 */
export function folderMailer(dir: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    description: `files in ${dir}`,
    async send(mail) {
      const info = await transport.sendMail(envelope(mail));
      await mkdir(dir, { recursive: true, mode: 0o700 });
      // A folder made before (or by hand) is closed too.
      await chmod(dir, 0o700);
      const name = mail.messageId.replace(/^<|>$/g, "").replace(/[^\w.@-]/g, "_");
      const file = path.join(dir, `${name}.eml`);
      // Written whole, then named: a reader never sees half a mail. The mode is the file's own,
      // whatever the process's umask; `flag: "w"` on an existing .tmp keeps its mode, so it is set again.
      await writeFile(`${file}.tmp`, info.message as Buffer, { mode: 0o600 });
      await chmod(`${file}.tmp`, 0o600);
      await rename(`${file}.tmp`, file);
    },
    close: () => transport.close(),
  };
}

/** The mailer the configuration asks for (server/env.ts). */
export const mailerFromConfig = (config: MailConfig, dataDir: string): Mailer =>
  config.smtp ? smtpMailer(config.smtp) : folderMailer(mailFolder(config, dataDir) ?? path.join(dataDir, "mail"));
