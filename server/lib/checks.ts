/**
 * A line of `npm run doctor` (server/ops/doctor.ts), and its three levels: the doctor's own checks
 * and each payment provider's (its folder's check-keys.ts) are written alike.
 */
export type CheckLevel = "OK" | "WARNING" | "PROBLEM";
export type Check = { level: CheckLevel; text: string };

/** How long a check that asks a service over the network may wait. */
export type CheckOptions = { timeoutMs?: number };

export const ok = (text: string): Check => ({ level: "OK", text });
export const warning = (text: string): Check => ({ level: "WARNING", text });
export const problem = (text: string): Check => ({ level: "PROBLEM", text });

export const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
