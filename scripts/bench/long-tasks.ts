/**
 * npm run bench:long-tasks -- /fr/partners /about — where a page's Total Blocking Time comes from.
 * For each page, N Lighthouse runs (mobile, default simulated throttling, as bench:pages) print
 * TBT, FCP and TTI; each long task of Lighthouse's simulation with the blocking time it adds
 * (its part between FCP and TTI, minus 50 ms); and the real tasks of the page's main thread over
 * 10 ms with their largest parts, the browser's navigation task (DocumentLoader::CommitNavigation) marked.
 * Options: --runs 3, --port 5197. Run `npm run build` first.
 */
import { parseArgs } from "node:util";
import { launchLighthouse, startProductionServer } from "./production-server";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: "string", default: "3" }, port: { type: "string", default: "5197" } },
});
if (!positionals.length) throw new Error("Name the pages: npm run bench:long-tasks -- /fr/partners /about");

type TraceEvent = { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: { data?: { url?: string }; beginData?: { url?: string } } };
type LongTask = { url: string; startTime: number; duration: number };

const server = await startProductionServer(Number(values.port));
const lighthouse = await launchLighthouse();
const short = (url: string) => url.replace(server.origin, "");
try {
  for (const path of positionals) {
    for (let run = 0; run < Number(values.runs); run++) {
      const result = await lighthouse.run(`${server.origin}${path}`, ["performance"]);
      const { audits } = result.lhr;
      const [tbt, fcp, tti] = ["total-blocking-time", "first-contentful-paint", "interactive"].map((id) => audits[id]?.numericValue ?? NaN) as [number, number, number];
      console.log(`${path} run ${run + 1}: TBT ${tbt.toFixed(0)} ms, FCP ${fcp.toFixed(0)} ms, TTI ${tti.toFixed(0)} ms`);
      const longTasks = (audits["long-tasks"]?.details as { items?: LongTask[] } | undefined)?.items ?? [];
      for (const task of longTasks) {
        const inWindow = Math.min(task.startTime + task.duration, tti) - Math.max(task.startTime, fcp);
        console.log(`  simulated long task at ${task.startTime.toFixed(0)} ms, ${task.duration.toFixed(0)} ms (${short(task.url)}): blocks ${Math.max(0, inWindow - 50).toFixed(0)} ms`);
      }
      const trace = (result.artifacts as unknown as { Trace?: { traceEvents: TraceEvent[] } }).Trace;
      if (!trace) continue;
      const events = trace.traceEvents;
      const start = events.find((e) => e.name === "navigationStart")?.ts ?? events[0]!.ts;
      // The page's main thread: where its HTML was parsed.
      const parse = events.find((e) => e.name === "ParseHTML" && e.args?.beginData?.url === `${server.origin}${path}`);
      const onMain = (e: TraceEvent) => !parse || (e.pid === parse.pid && e.tid === parse.tid);
      const tasks = events.filter((e) => e.name === "RunTask" && e.ph === "X" && (e.dur ?? 0) > 10_000 && e.ts > start && onMain(e));
      for (const task of tasks) {
        const end = task.ts + task.dur!;
        const parts = events.filter((e) => e !== task && e.ph === "X" && e.pid === task.pid && e.tid === task.tid && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && (e.dur ?? 0) > 2000);
        const navigation = parts.some((e) => e.name === "DocumentLoader::CommitNavigation") ? " [navigation]" : "";
        const largest = parts
          .sort((a, b) => b.dur! - a.dur!)
          .slice(0, 5)
          .map((e) => `${e.name}${e.args?.data?.url ? `(${short(e.args.data.url).slice(0, 40)})` : ""} ${(e.dur! / 1000).toFixed(1)}`);
        console.log(`    real task at ${((task.ts - start) / 1000).toFixed(0)} ms: ${(task.dur! / 1000).toFixed(1)} ms${navigation}  ${largest.join(", ")}`);
      }
    }
  }
} finally {
  await lighthouse.kill();
  await server.stop();
}
