/**
 * The scene of the tests of what a person receives by mail and reads behind its private links (their
 * own page, their data's copy, their privacy requests): the app with its administrator signed in, on
 * the test's clock; a real SMTP server started for each test; the outbox sent as the jobs room sends
 * it, with the receipts' documents and the privacy links of a server whose secret is SECRET.
 */
import type { ParsedMail } from "mailparser";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { foundationOf } from "../../server/documents/letter-page";
import { smtpMailer, type Mailer } from "../../server/mail/mailer";
import { deliverDueMail, type DeliveryOptions } from "../../server/mail/outbox";
import { privacyMailLinks } from "../../server/services/privacy/privacy-links";
import { mailDocuments } from "../../server/services/receipts-and-attestations/mail-documents";
import { signIn, type Agent } from "./admin";
import { startTestSmtp, type TestSmtp } from "./smtp";
import { createTestApp, type TestAppOptions } from "./test-app";

/** The secret the mails' private links are signed with (the test app's session secret). */
export const SECRET = "test-secret-test-secret-test-secret-0123";

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** How the jobs room sends the outbox of this app: from its address, with documents and privacy links. */
export const mailDelivery = (t: TestApp): DeliveryOptions => ({
  from: "Test Foundation <no-reply@test-foundation.org>",
  context: { siteName: t.env.SITE_NAME, contactEmail: t.env.CONTACT_EMAIL, publicUrl: t.env.PUBLIC_URL },
  documents: mailDocuments({ db: t.db, foundation: foundationOf(t.env), secret: SECRET, publicUrl: t.env.PUBLIC_URL }),
  privacy: privacyMailLinks({ secret: SECRET, publicUrl: t.env.PUBLIC_URL }),
});

export type MailScene = {
  /** The app and the administrator's session, made before the file's own `beforeAll` hooks run. */
  t: TestApp;
  admin: Agent;
  /** This test's SMTP server (a new one for each test). */
  smtp: TestSmtp;
  /** Sends everything due, as the jobs room does, on the later of the test's clock and the database's. */
  deliver: () => Promise<void>;
  /** The mails this test's SMTP server received for an address, parsed. */
  mailsTo: (address: string) => ParsedMail[];
};

/** Registers the scene's hooks (call it at the top of the file) and answers the scene, filled as they run. */
export function mailScene(options: TestAppOptions & { now: () => Date }): MailScene {
  let t: TestApp | undefined;
  let admin: Agent | undefined;
  let smtp: TestSmtp | undefined;
  let mailer: Mailer | undefined;
  const made = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("The mail scene is made by its hooks: read it inside a test or a hook");
    return value;
  };
  beforeAll(async () => {
    // The public forms as a person uses them, not limited by the many a test sends.
    t = await createTestApp({ admin: true, formLimit: { windowMs: 60_000, limit: 1000 }, ...options });
    admin = await signIn(t.app);
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    smtp = await startTestSmtp();
    mailer = smtpMailer({ url: smtp.url, timeoutMs: 5_000 });
  });
  afterEach(async () => {
    mailer?.close();
    await smtp?.close();
  });
  return {
    get t() {
      return made(t);
    },
    get admin() {
      return made(admin);
    },
    get smtp() {
      return made(smtp);
    },
    async deliver() {
      // Rows are due from the database's clock, links are made on the test's: the later of the two.
      const at = new Date(Math.max(Date.now(), options.now().getTime()) + 1_000);
      while ((await deliverDueMail(made(t).db, made(mailer), at, mailDelivery(made(t)))) > 0);
    },
    mailsTo: (address) => made(smtp).received.filter((mail) => mail.envelopeTo.includes(address)).map((mail) => mail.parsed),
  };
}
