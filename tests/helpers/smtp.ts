/**
 * A real SMTP server inside the test (smtp-server), on a free port of this machine: what it
 * accepts is parsed back with mailparser. It can refuse (a 4xx or 5xx answer to the recipient)
 * or die in the middle of a message (the connection is cut while the message is being sent).
 */
import type { AddressInfo, Socket } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer, type SMTPServerSession } from "smtp-server";

export type ReceivedMail = { raw: string; parsed: ParsedMail; envelopeTo: string[] };

/**
 * What the server does with the next message: accept it, refuse it with a code, cut the connection
 * mid-message, or read it whole and never answer (the sender waits, as when it is killed mid-send).
 */
export type Behaviour = "accept" | { refuse: 421 | 450 | 451 | 550 | 554 } | "die" | "hang";

export type TestSmtp = {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Each message's fate, in order; once these are used, every message is accepted. */
  plan(...behaviours: Behaviour[]): void;
  /** Resolves once `count` messages were accepted. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** How many messages were offered (accepted, refused or cut). */
  readonly attempts: number;
  close(): Promise<void>;
};

export async function startTestSmtp(): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const queue: Behaviour[] = [];
  let attempts = 0;
  const waiting: (() => void)[] = [];
  const notify = () => waiting.splice(0).forEach((wake) => wake());

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      const next = queue[0];
      if (next && typeof next === "object") {
        queue.shift();
        attempts += 1;
        const error = Object.assign(new Error(next.refuse >= 500 ? "Mailbox unavailable" : "Try again later"), { responseCode: next.refuse });
        return callback(error);
      }
      callback();
    },
    onData(stream, session: SMTPServerSession, callback) {
      const next = queue[0];
      if (next === "die") {
        queue.shift();
        attempts += 1;
        // Half the message is read, then the connection is gone: the sender never hears "250".
        stream.once("data", () => connections.forEach((connection) => connection.destroy()));
        stream.on("error", () => {});
        stream.resume();
        return;
      }
      if (next === "hang") {
        queue.shift();
        attempts += 1;
        stream.resume();
        return;
      }
      if (next === "accept") queue.shift();
      attempts += 1;
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", async () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        received.push({ raw, parsed: await simpleParser(raw), envelopeTo: session.envelope.rcptTo.map((r) => r.address) });
        callback();
        notify();
      });
    },
  });
  const connections = new Set<Socket>();
  server.server.on("connection", (socket: Socket) => {
    connections.add(socket);
    socket.once("close", () => connections.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    plan: (...behaviours) => void queue.push(...behaviours),
    get attempts() {
      return attempts;
    },
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} mails, received ${received.length}`);
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, 50);
        });
      }
      return received;
    },
    close: () =>
      new Promise<void>((resolve) => {
        connections.forEach((connection) => connection.destroy());
        server.close(() => resolve());
      }),
  };
}
