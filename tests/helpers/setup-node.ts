import { afterEach, vi } from "vitest";

// An error logged during a test is a failure unless the test expects it (and mocks console.error).
afterEach(() => {
  const calls = vi.isMockFunction(console.error) ? [] : errors.splice(0);
  if (calls.length) throw new Error(`console.error was called during the test:\n${calls.map((c) => c.map(String).join(" ")).join("\n")}`);
});
const errors: unknown[][] = [];
const original = console.error;
console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};
