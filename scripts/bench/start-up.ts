/**
 * npm run bench:start-up — how much the page's script holds the browser's main thread while the
 * page comes alive, the figure behind Lighthouse's Total Blocking Time. For each page, N loads
 * in the benchmarks' Chromium (no throttling) of the production build, traced until the page has
 * hydrated; prints the medians of: script tasks' total time, the longest script task, the
 * blocking time those tasks would add on Lighthouse's phone (each task × 4, minus 50 ms), and the
 * style work that the stylesheet boot.js adds costs (its parse and the restyles after it).
 * Options: --runs 8, --port 5198; pages as arguments (default: /, /about, /legal/terms, /fr/join).
 * Run `npm run build` first.
 */
import { parseArgs } from "node:util";
import { launchChromium, median, startProductionServer } from "./production-server";

type TraceEvent = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; args?: { name?: string; data?: { url?: string; styleSheetUrl?: string } } };

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: "string", default: "8" }, port: { type: "string", default: "5198" } },
});
const pages = positionals.length ? positionals : ["/", "/about", "/legal/terms", "/fr/join"];
const scriptEvents = new Set(["FunctionCall", "EvaluateScript", "v8.evaluateModule", "v8.compileModule", "RunMicrotasks"]);

const styleEvents = new Set(["UpdateLayoutTree", "ParseAuthorStyleSheet"]);

/** The main thread's events of one load, from the moment boot.js ran. */
function afterBoot(events: TraceEvent[]): { boot: TraceEvent; main: TraceEvent[] } {
  const boot = events.find((e) => e.name === "EvaluateScript" && e.args?.data?.url?.endsWith("/boot.js"));
  if (!boot) throw new Error("boot.js did not run");
  return { boot, main: events.filter((e) => e.pid === boot.pid && e.tid === boot.tid && e.ph === "X") };
}

/**
 * The style work of one load once the stylesheet that boot.js adds is parsed, in ms: that parse and
 * the restyles after it (the page's first style and layout, which can come after boot.js ran, are not counted).
 */
function styleTime(events: TraceEvent[]): number {
  const { boot, main } = afterBoot(events);
  const added = main.find((e) => e.ts > boot.ts && e.name === "ParseAuthorStyleSheet" && e.args?.data?.styleSheetUrl?.includes("/assets/"));
  if (!added) return 0;
  return main.filter((e) => e.ts >= added.ts && styleEvents.has(e.name)).reduce((sum, e) => sum + e.dur! / 1000, 0);
}

/** The script tasks of one load, in ms: every top-level task that ran the page's code after boot.js started it. */
function scriptTasks(events: TraceEvent[]): number[] {
  const { boot, main } = afterBoot(events);
  const firstAppScript = main.find((e) => e.ts > boot.ts && scriptEvents.has(e.name) && e.args?.data?.url?.includes("/assets/"));
  const tasks = main.filter((e) => e.name === "RunTask" && e.ts >= (firstAppScript?.ts ?? boot.ts) - 1000);
  return tasks
    .filter((task) => main.some((e) => scriptEvents.has(e.name) && e.ts >= task.ts && e.ts < task.ts + task.dur! && e.dur! > 300))
    .map((task) => task.dur! / 1000);
}

const server = await startProductionServer(Number(values.port));
const browser = await launchChromium();
try {
  console.log(`Script on the main thread while a page starts (ms, median of ${values.runs} loads; blocking = Σ max(0, 4 × task − 50))`);
  console.table(
    await pages.reduce<Promise<Record<string, string | number>[]>>(async (rowsSoFar, page) => {
      const rows = await rowsSoFar;
      const totals: number[] = [];
      const longest: number[] = [];
      const blocking: number[] = [];
      const style: number[] = [];
      for (let run = 0; run < Number(values.runs); run++) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
        const tab = await context.newPage();
        await browser.startTracing(tab, { categories: ["devtools.timeline", "blink", "disabled-by-default-devtools.timeline", "v8.execute", "toplevel"] });
        await tab.goto(`${server.origin}${page}`, { waitUntil: "load" });
        await tab.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined, null, { timeout: 15_000 });
        await tab.waitForTimeout(1000);
        const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
        const tasks = scriptTasks(traceEvents);
        totals.push(tasks.reduce((sum, t) => sum + t, 0));
        longest.push(Math.max(0, ...tasks));
        blocking.push(tasks.reduce((sum, t) => sum + Math.max(0, 4 * t - 50), 0));
        style.push(styleTime(traceEvents));
        await context.close();
      }
      return [...rows, { page, "script total": median(totals).toFixed(1), "longest task": median(longest).toFixed(1), "blocking at 4×": median(blocking).toFixed(0), "added stylesheet": median(style).toFixed(1) }];
    }, Promise.resolve([])),
  );
} finally {
  await browser.close();
  await server.stop();
}
