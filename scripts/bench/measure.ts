/** Small tools every benchmark uses: a free port, a figure's median, a process's memory. */
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createServer } from "node:net";

/** The middle value of a figure's runs (the upper one of the two middles for an even count). */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** A port nothing listens on now, on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A process's resident memory (VmRSS), in MiB. */
export async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024;
}

/** The flags `npm run serve` gives Node, read from package.json so that a benchmark measures what runs. */
export const serveFlags = (): string[] => {
  const serve = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts.serve ?? "";
  return /\bnode ((?:--\S+ )*)dist\/server\/index\.js/.exec(serve)?.[1]?.trim().split(/\s+/).filter(Boolean) ?? [];
};
