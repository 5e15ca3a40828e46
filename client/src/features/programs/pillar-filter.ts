import { pillars, type Pillar } from "@shared/domain";

const isPillar = (value: string | null): value is Pillar => pillars.some((pillar) => pillar === value);

/** The pillar chosen in the address (`?pillar=tvet`); none (all programs) for a missing or unknown value. */
export function pillarFromSearch(search: string): Pillar | undefined {
  const value = new URLSearchParams(search).get("pillar");
  return isPillar(value) ? value : undefined;
}
