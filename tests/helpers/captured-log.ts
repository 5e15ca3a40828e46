/**
 * A logger whose lines a test reads: the same JSON lines the server writes on stdout.
 */
import { createLogger, type LogLevel } from "../../server/lib/logger";

export type LogLine = { level: string; msg: string; requestId?: string } & Record<string, unknown>;

export function captureLog(level: LogLevel = "debug") {
  const lines: string[] = [];
  const logger = createLogger({ level, destination: { write: (line: string) => void lines.push(line) } });
  return {
    logger,
    /** Every line written, as written. */
    text: () => lines.join(""),
    /** Every line, parsed (a line that is not JSON throws). */
    entries: (): LogLine[] => lines.map((line) => JSON.parse(line) as LogLine),
    clear: () => void lines.splice(0),
  };
}

/**
 * The logger of a test that does not read the log: errors go to console.error, so that an
 * unexpected 500 fails the test (tests/helpers/setup-node.ts); the rest is dropped.
 */
export const errorsToConsole = () => createLogger({ level: "error", destination: { write: (line: string) => console.error(line.trimEnd()) } });
