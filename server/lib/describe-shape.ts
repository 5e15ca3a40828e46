/**
 * The shape of a JSON value, for a log line about something a provider sent that we could not
 * read: its keys and the kinds of their values, never the values (they may name a person).
 * `{"type":string,"entity":[],"object_id":number}`; nested objects to `depth`, arrays by length.
 */
export function describeShape(value: unknown, depth = 2): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return value.length === 0 ? "[]" : `[${describeShape(value[0], depth - 1)} ×${value.length}]`;
  if (typeof value !== "object") return typeof value;
  if (depth <= 0) return "{…}";
  const entries = Object.entries(value as Record<string, unknown>);
  const shown = entries.slice(0, 30).map(([key, inner]) => `${JSON.stringify(key.slice(0, 40))}:${describeShape(inner, depth - 1)}`);
  return `{${shown.join(",")}${entries.length > 30 ? `,…+${entries.length - 30}` : ""}}`;
}
