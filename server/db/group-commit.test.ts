import { describe, expect, it } from "vitest";
import { groupCommit, type Outcome } from "./group-commit";

/** A write that records its batches and answers each item doubled; `refuse` fails any batch holding it. */
function recorder(refuse?: number) {
  const batches: number[][] = [];
  const write = async (items: readonly number[]): Promise<Outcome<number>[]> => {
    batches.push([...items]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (refuse !== undefined && items.includes(refuse)) throw new Error(`refused ${refuse}`);
    return items.map((item) => (item < 0 ? { ok: false, error: new Error(`negative ${item}`) } : { ok: true, value: item * 2 }));
  };
  return { batches, write };
}

describe("groupCommit", () => {
  it("writes a lone item alone, and the items of one moment together, in their order", async () => {
    const { batches, write } = recorder();
    const file = groupCommit(write);
    expect(await file(1)).toBe(2);
    expect(await Promise.all([2, 3, 4].map(file))).toEqual([4, 6, 8]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it("gathers what arrives while a batch is written into the next one, and no more than its size at once", async () => {
    const { batches, write } = recorder();
    const file = groupCommit(write, 2);
    const first = file(1);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [2, 3, 4].map(file);
    expect(await Promise.all([first, ...later])).toEqual([2, 4, 6, 8]);
    expect(batches).toEqual([[1], [2, 3], [4]]);
  });

  it("gives an item its own refusal, and writes the others of a failed batch one by one", async () => {
    const { batches, write } = recorder(3);
    const file = groupCommit(write);
    const answers = await Promise.allSettled([1, -2, 3, 4].map(file));
    expect(answers).toEqual([
      { status: "fulfilled", value: 2 },
      { status: "rejected", reason: new Error("negative -2") },
      { status: "rejected", reason: new Error("refused 3") },
      { status: "fulfilled", value: 8 },
    ]);
    expect(batches).toEqual([[1, -2, 3, 4], [1], [-2], [3], [4]]);
  });

  it("fails every item of a batch at once when the database is away, without writing each again", async () => {
    const batches: number[][] = [];
    const away = Object.assign(new Error("Connection terminated unexpectedly"), { code: "57P01" });
    const file = groupCommit(async (items: readonly number[]): Promise<Outcome<number>[]> => {
      batches.push([...items]);
      throw away;
    });
    const answers = await Promise.allSettled([1, 2, 3].map(file));
    expect(answers.map((answer) => answer.status)).toEqual(["rejected", "rejected", "rejected"]);
    expect(batches).toEqual([[1, 2, 3]]);
  });
});
