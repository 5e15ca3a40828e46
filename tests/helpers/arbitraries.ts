/**
 * Bad input as a class (docs/rules.md R24): the values property-based tests throw at every endpoint, and
 * the one check of every answer — a 2xx, or a 4xx in the contract's JSON error shape (R17),
 * never a 5xx.
 *
 * Runs: `runs(n)` cases per property in `npm test`; `npm run fuzz` sets FUZZ_RUNS (the count a
 * property of 100 cases runs instead; a slower property, written with fewer, is scaled alike).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Response } from "supertest";

const fuzzRuns = Number(process.env.FUZZ_RUNS ?? "");
const scale = Number.isFinite(fuzzRuns) && fuzzRuns > 0 ? fuzzRuns / 100 : 1;

/** Cases for a property written for `base` runs (100 by default), scaled by FUZZ_RUNS. */
export const runs = (base = 100) => Math.max(1, Math.round(base * scale));

/** A test's time limit for a property of `base` runs taking about `msPerRun` each. */
export const timeoutFor = (base: number, msPerRun = 100) => Math.max(20_000, runs(base) * msPerRun * 3);

// ---------------------------------------------------------------- strings

const chars = (min: number, max: number) => fc.integer({ min, max }).map((c) => String.fromCharCode(c));

/** Fragments that broke some system somewhere: SQL, HTML, templates, CSV formulas, paths, encodings. */
const fragments = [
  "\u0000",
  "a\u0000b",
  "\uD800",
  "\uDFFF",
  "x\uDBFFy",
  "\uFEFF",
  "\u202E",
  "\u2028\u2029",
  "\r\n",
  "\t",
  "\u001b[31m",
  "'; DROP TABLE contacts; --",
  "' OR '1'='1",
  "\\",
  "\\'",
  "$1",
  "$$",
  "%s%s%n",
  "%00",
  "%C0",
  "<script>alert(1)</script>",
  "</script><!--",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "{{7*7}}",
  "${7*7}",
  "=HYPERLINK(\"http://x\")",
  "+1",
  "-1",
  "@SUM(A1)",
  "../../etc/passwd",
  "__proto__",
  "constructor",
  "null",
  "undefined",
  "NaN",
  "true",
  "0",
  "-0",
  "1e999",
  "0000-01-01",
  "-271821-04-20",
  "+275760-09-13",
  "9999-12-31T23:59:59Z",
  "👩‍👩‍👧‍👦",
  "e\u0301",
  "ﷺ",
  "İ",
  "ß",
  "Ǆ",
  "\u00a0",
  " ",
  "",
  "a".repeat(101),
  "x".repeat(5001),
  "# title\n\n[a](javascript:x) ![i](x \"y\") <b>b</b> | t |\n|--|",
];

/** Any string a client could send: every Unicode unit, controls, lone surrogates, fragments mixed. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...fragments) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: chars(0, 0x1f), maxLength: 10 }) },
  { weight: 1, arbitrary: fc.string({ unit: chars(0xd800, 0xdfff), maxLength: 4 }) },
  { weight: 2, arbitrary: fc.array(fc.oneof(fc.constantFrom(...fragments), fc.string({ maxLength: 8 })), { maxLength: 6 }).map((parts) => parts.join("")) },
);

// ---------------------------------------------------------------- values

/** A value of the wrong kind for any field. */
const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.constantFrom(0, -1, 1.5, -0.000001, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308),
  fc.double(),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
  nastyString,
);

/** Any value a field could hold in JSON: the right kind, the wrong kind, nested. */
const anyField: fc.Arbitrary<unknown> = fc.oneof(wrongType, nastyString, fc.jsonValue({ maxDepth: 3 }));

/** Keys no schema names, prototype pollution's among them. */
export const strangeKey = fc.oneof(
  fc.constantFrom("__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "valueOf", "", " ", "a.b", "0", "id", "createdAt", "status", "version", "isAdmin", "x\u0000"),
  fc.string({ maxLength: 10 }),
);

/**
 * A JSON object as raw text, key by key: `__proto__` is then a real key of the parsed body (as an
 * attacker sends it), and a key may be repeated (the parser keeps the last).
 */
const objectText = (entries: [string, unknown][]) => `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? "null"}`).join(",")}}`;

/** A body of any shape: any JSON value, an object of strange keys, a pollution attempt. */
export const anyBodyText: fc.Arbitrary<string> = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
  fc.array(fc.tuple(strangeKey, anyField), { maxLength: 6 }).map(objectText),
  fc.constantFrom(
    '{"__proto__":{"isAdmin":true,"polluted":1}}',
    '{"constructor":{"prototype":{"polluted":1}}}',
    '{"__proto__":null}',
    "[]",
    "null",
    '""',
    "0",
    "{",
    '{"a":1,}',
    "\u0000",
    '{"a":"\\ud800"}',
    `${"[".repeat(5000)}${"]".repeat(5000)}`,
    `{"a":${"{\"a\":".repeat(2000)}1${"}".repeat(2000)}}`,
  ),
);

type Body = Record<string, unknown>;

/** A change to a valid body, applied to a fresh one (a new slug each time) when the case runs. */
export type Mutation = { apply: (valid: Body) => string; toString(): string; [fc.toStringMethod]: () => string };

const mutation = (describe: string, apply: (valid: Body) => [string, unknown][]): Mutation => ({
  apply: (valid) => objectText(apply(valid)),
  toString: () => describe,
  [fc.toStringMethod]: () => describe,
});

/** The valid body as it is: a property's first case (`examples`), so that something is accepted and read back. */
export const unchanged: Mutation = mutation("(unchanged)", (valid) => Object.entries(valid));

/** The places of a body's values, `["title", "en"]` inside an object, up to two levels down. */
const placesOf = (body: Body): string[][] =>
  Object.entries(body).flatMap(([key, value]) =>
    value !== null && typeof value === "object" && !Array.isArray(value)
      ? [[key], ...Object.keys(value).map((inner) => [key, inner])]
      : Array.isArray(value) && value.length > 0
        ? [[key], [key, "0"]]
        : [[key]],
  );

const setAt = (body: Body, [key, inner]: string[], value: unknown): [string, unknown][] =>
  Object.entries(body).map(([k, v]) => {
    if (k !== key) return [k, v];
    if (inner === undefined) return [k, value];
    if (Array.isArray(v)) return [k, v.map((item, i) => (String(i) === inner ? value : item))];
    return [k, Object.fromEntries(Object.entries(v as Body).map(([ik, iv]) => [ik, ik === inner ? value : iv]))];
  });

/**
 * A valid body with one thing changed: a value (at the top or one level down: `title.en`) set to
 * anything or to a nasty string, a field left out, or a field added — strange keys and prototype
 * pollution included. Sent as raw JSON text.
 */
export const mutatedBody = (shape: Body): fc.Arbitrary<Mutation> => {
  const places = placesOf(shape);
  const keys = Object.keys(shape);
  const added = fc
    .tuple(strangeKey, anyField)
    .map(([key, value]) => mutation(`+ ${JSON.stringify(key)}: ${JSON.stringify(value)}`, (valid) => [...Object.entries(valid), [key, value]]));
  if (keys.length === 0) return added;
  const set = (value: fc.Arbitrary<unknown>) =>
    fc
      .tuple(fc.constantFrom(...places), value)
      .map(([place, v]) => mutation(`${place.join(".")} = ${JSON.stringify(v)}`, (valid) => setAt(valid, place, v)));
  return fc.oneof(
    set(anyField),
    { weight: 2, arbitrary: set(nastyString) },
    fc.constantFrom(...keys).map((key) => mutation(`- ${key}`, (valid) => Object.entries(valid).filter(([k]) => k !== key))),
    added,
  );
};

// ---------------------------------------------------------------- addresses

/** A path segment as a client may send it: percent-encoded text, raw bytes, broken escapes. */
export const pathSegment: fc.Arbitrary<string> = fc.oneof(
  nastyString.map((s) => encodeURIComponent(s.replace(/[\uD800-\uDFFF]/g, "\uFFFD"))),
  fc.constantFrom("%00", "%C0", "%E0%A4%A", "%", "%%", "%zz", "%2F", "%2e%2e", "..", ".", "a%00b", "%FF%FE", "%ED%A0%80", "x".repeat(2000)),
  fc.string({ unit: fc.constantFrom(..."abc-_.~!$&'()*+,;=:@%0123456789AF"), maxLength: 20 }),
);

/** A query string (without `?`): repeated keys, empty values, broken escapes, nasty text. */
export const queryString = (keys: string[]): fc.Arbitrary<string> =>
  fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...keys), strangeKey.map(encodeURIComponent)), pathSegment), { maxLength: 5 })
    .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join("&"));

// ---------------------------------------------------------------- answers

/**
 * The answer the contract allows to bad input: a 2xx, or a 4xx whose body is exactly
 * `{ message, errors? }` with `errors` a list of `{ path, message }` — never a 5xx.
 */
export function expectContractAnswer(res: Response, what: string) {
  const context = `${what} → ${res.status} ${res.text.slice(0, 300)}`;
  expect(res.status, context).toBeGreaterThanOrEqual(200);
  expect(res.status, context).toBeLessThan(500);
  expect(res.status, `${context} (a rate limit: the property would test nothing)`).not.toBe(429);
  if (res.status < 400) return;
  expect(res.headers["content-type"], context).toMatch(/^application\/json/);
  const body = res.body as Record<string, unknown>;
  expect(Object.keys(body).filter((k) => k !== "message" && k !== "errors"), context).toEqual([]);
  expect(typeof body.message, context).toBe("string");
  expect((body.message as string).length, context).toBeGreaterThan(0);
  if ("errors" in body) {
    expect(Array.isArray(body.errors), context).toBe(true);
    for (const error of body.errors as unknown[]) {
      expect(error, context).toMatchObject({ path: expect.any(String), message: expect.any(String), code: expect.any(String) });
    }
  }
}

/** Unhandled rejections while a file runs: registered by the file, asserted empty at its end. */
export function watchUnhandledRejections() {
  const rejections: unknown[] = [];
  const listener = (reason: unknown) => void rejections.push(reason);
  process.on("unhandledRejection", listener);
  return { rejections, stop: () => void process.off("unhandledRejection", listener) };
}

// ---------------------------------------------------------------- writes

export type Method = "post" | "put" | "delete";

/** A write whose bodies the properties change: its address, a valid body, and what must read back after a 2xx. */
export type Write = {
  name: string;
  method: Method;
  path: () => string;
  /** The shape of a valid body: the places a change may touch. */
  shape: Record<string, unknown>;
  /** A valid body, made afresh for each case (a new slug, the current password). */
  valid: () => Record<string, unknown> | Promise<Record<string, unknown>>;
  /** After a 2xx: what must still read back. */
  check?: (res: Response, sent: string) => Promise<void>;
  /** Cases (100 by default): fewer where each one hashes a password or renders pages. */
  runs?: number;
};

/**
 * Two properties for each write: any body, and a valid body with one value changed (its first
 * case the valid body itself, so that something is accepted and read back). `send` sends a raw
 * JSON text with the caller's session and Origin.
 */
export function describeWrites(writes: Write[], send: (method: Method, path: string, body: string, lang: string) => Promise<Response>) {
  describe.each(writes.map((w) => [w.name, w] as const))("%s", (_name, w) => {
    const base = w.runs ?? 100;
    it(
      "answers any body with a 2xx or a 4xx in the contract's shape",
      async () => {
        await fc.assert(
          fc.asyncProperty(anyBodyText, async (body) => {
            const res = await send(w.method, w.path(), body, "en");
            expectContractAnswer(res, `${w.name} ${JSON.stringify(body).slice(0, 200)}`);
            if (res.status < 300) await w.check?.(res, body);
          }),
          { numRuns: runs(base) },
        );
      },
      timeoutFor(base, 200),
    );

    it(
      "answers a valid body with one value (one level down too) changed, removed or added the same way, and what it saved reads back",
      async () => {
        let accepted = 0;
        await fc.assert(
          fc.asyncProperty(mutatedBody(w.shape), fc.constantFrom("en", "fr"), async (change, lang) => {
            const body = change.apply(await w.valid());
            const res = await send(w.method, w.path(), body, lang);
            expectContractAnswer(res, `${w.name} ${change.toString()}`);
            if (res.status >= 300) return;
            accepted++;
            await w.check?.(res, body);
          }),
          { numRuns: runs(base), examples: [[unchanged, "fr"]] },
        );
        // The valid body at least, and some changes (a nasty but storable text, an optional field left out): read back.
        expect(accepted).toBeGreaterThan(0);
      },
      timeoutFor(base, 200),
    );
  });
}
