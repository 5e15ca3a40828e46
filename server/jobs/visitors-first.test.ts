import { describe, expect, it } from "vitest";
import { visitorsFirst } from "./visitors-first";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** When `whenQuiet` resolved, in ms from the call. */
async function startsAfter(gate: ReturnType<typeof visitorsFirst>) {
  const asked = performance.now();
  await gate.whenQuiet();
  return performance.now() - asked;
}

describe("visitors first: a mail starts", () => {
  it("at once, one after the other, when nobody is about", async () => {
    const gate = visitorsFirst({ gapMs: 200, maxWaitMs: 1_000 });
    const waits = [await startsAfter(gate), await startsAfter(gate), await startsAfter(gate)];
    for (const wait of waits) expect(wait).toBeLessThan(50);
  });

  it("only once the request being answered is over", async () => {
    const gate = visitorsFirst({ gapMs: 0, maxWaitMs: 1_000 });
    const answered = gate.arrived();
    const order: string[] = [];
    const started = gate.whenQuiet().then(() => order.push("mail"));
    await sleep(60);
    order.push("answered");
    answered();
    await started;
    expect(order).toEqual(["answered", "mail"]);
    // A response closed twice counts once.
    answered();
    expect(await startsAfter(gate)).toBeLessThan(50);
  });

  it("one every gapMs while visitors are about, at once again once they have gone", async () => {
    const gate = visitorsFirst({ gapMs: 80, recentMs: 300, maxWaitMs: 1_000 });
    gate.arrived()();
    expect(await startsAfter(gate)).toBeLessThan(50);
    // The next waits for the gap, then the next again.
    expect(await startsAfter(gate)).toBeGreaterThanOrEqual(70);
    expect(await startsAfter(gate)).toBeGreaterThanOrEqual(70);
    // Nobody for longer than recentMs: no gap.
    await sleep(350);
    expect(await startsAfter(gate)).toBeLessThan(50);
    expect(await startsAfter(gate)).toBeLessThan(50);
  });

  it("after maxWaitMs on a server that is never quiet, so that mail never stops for good", async () => {
    const gate = visitorsFirst({ maxWaitMs: 80 });
    gate.arrived();
    const waited = await startsAfter(gate);
    expect(waited).toBeGreaterThanOrEqual(75);
    expect(waited).toBeLessThan(400);
  });
});
