import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv, startWarnings } from "./env";

const parseDotenv = (text: string) =>
  Object.fromEntries(
    text
      .split("\n")
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
  );

const problems = (source: Record<string, string>) => {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  return [];
};

describe("configuration", () => {
  it("works with .env.example as it is, and lists every variable of the contract", () => {
    const text = readFileSync(new URL("../.env.example", import.meta.url), "utf8");
    const env = parseEnv(parseDotenv(text));
    expect(env).toMatchObject({
      PORT: 5000,
      DATA_DIR: "./data",
      PUBLIC_URL: "http://localhost:5000",
      stripeEnabled: false,
      fedapay: null,
      testPaymentsAllowed: true,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    for (const name of [
      "PORT", "DATABASE_URL", "DATA_DIR", "PUBLIC_URL", "SITE_NAME", "CONTACT_EMAIL", "SESSION_SECRET",
      "ADMIN_USERNAME", "ADMIN_PASSWORD", "ADMIN_EMAIL", "STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET",
      "ALLOW_TEST_PAYMENTS", "FEDAPAY_SECRET_KEY", "FEDAPAY_WEBHOOK_SECRET", "FEDAPAY_ENVIRONMENT", "FEDAPAY_API_BASE",
      "FEDAPAY_MTN_MODE", "BACKUP_DIR", "BACKUP_HOUR", "BACKUP_KEEP_DAYS", "BACKUP_KEEP_WEEKS", "BACKUP_COPY_COMMAND",
    ]) {
      expect(text).toMatch(new RegExp(`^${name}=`, "m"));
    }
  });

  it("listens on loopback only while PUBLIC_URL is unset or on this machine, unless HOST says otherwise", () => {
    expect(parseEnv({})).toMatchObject({ HOST: "127.0.0.1", testPaymentsAllowed: true });
    expect(parseEnv({ PUBLIC_URL: "http://127.0.0.1:8080" }).HOST).toBe("127.0.0.1");
    expect(parseEnv({ PUBLIC_URL: "https://example.org", ALLOW_TEST_PAYMENTS: "true" }).HOST).toBeUndefined();
    expect(parseEnv({ PUBLIC_URL: "https://example.org", HOST: "10.0.0.5", ALLOW_TEST_PAYMENTS: "true" }).HOST).toBe("10.0.0.5");
    // Reachable from elsewhere: the test payments are not live without asking, and with no provider it does not start.
    const stripe = { STRIPE_SECRET_KEY: "sk_test_a", STRIPE_PUBLISHABLE_KEY: "pk_test_b", STRIPE_WEBHOOK_SECRET: "whsec_c" };
    expect(parseEnv({ ...stripe, HOST: "0.0.0.0" })).toMatchObject({ HOST: "0.0.0.0", testPaymentsAllowed: false });
    expect(() => parseEnv({ HOST: "0.0.0.0" })).toThrow(/HOST: no payment provider is configured and the server would listen beyond this machine/);
    expect(parseEnv({ HOST: "0.0.0.0", ALLOW_TEST_PAYMENTS: "true" }).testPaymentsAllowed).toBe(true);
    expect(parseEnv({ HOST: "::1" }).testPaymentsAllowed).toBe(true);
  });

  it("derives PUBLIC_URL from PORT and drops a trailing slash", () => {
    expect(parseEnv({ PORT: "8080" }).PUBLIC_URL).toBe("http://localhost:8080");
    expect(parseEnv({ PUBLIC_URL: "https://example.org/", ALLOW_TEST_PAYMENTS: "true" }).PUBLIC_URL).toBe("https://example.org");
  });

  it("names every bad variable at once", () => {
    expect(
      problems({ DATABASE_URL: "mysql://nope", PORT: "eighty", CONTACT_EMAIL: "nobody", STRIPE_SECRET_KEY: "sk_test_123" }),
    ).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^DATABASE_URL: must be a postgres/),
        expect.stringMatching(/^PORT: /),
        expect.stringMatching(/^CONTACT_EMAIL: /),
        expect.stringMatching(/^STRIPE_PUBLISHABLE_KEY: is required when any Stripe key is set/),
        expect.stringMatching(/^STRIPE_WEBHOOK_SECRET: is required/),
      ]),
    );
  });

  it("accepts a full Stripe configuration and refuses a half admin bootstrap", () => {
    const env = parseEnv({ STRIPE_SECRET_KEY: "sk_test_a", STRIPE_PUBLISHABLE_KEY: "pk_test_b", STRIPE_WEBHOOK_SECRET: "whsec_c" });
    expect(env.stripeEnabled).toBe(true);
    expect(problems({ ADMIN_USERNAME: "admin" })).toEqual([expect.stringMatching(/^ADMIN_PASSWORD: /)]);
    expect(problems({ SESSION_SECRET: "short" })).toEqual([expect.stringMatching(/^SESSION_SECRET: must be at least 32/)]);
  });

  it("takes test payments only where nobody else can reach the server, or when asked for on purpose", () => {
    expect(problems({ NODE_ENV: "production" })).toEqual([]); // http://localhost:5000
    expect(problems({ NODE_ENV: "production", PUBLIC_URL: "http://127.0.0.1:8080" })).toEqual([]);
    expect(problems({ NODE_ENV: "production", PUBLIC_URL: "https://foundation.example.org" })).toEqual([
      expect.stringMatching(/^STRIPE_SECRET_KEY: no payment provider is configured and PUBLIC_URL is not a loopback address/),
    ]);
    expect(problems({ PUBLIC_URL: "http://192.168.1.10:5000" })).toHaveLength(1);
    expect(problems({ PUBLIC_URL: "https://foundation.example.org", ALLOW_TEST_PAYMENTS: "true" })).toEqual([]);
    expect(problems({ PUBLIC_URL: "https://foundation.example.org", ALLOW_TEST_PAYMENTS: "yes" })).toEqual([
      expect.stringMatching(/^ALLOW_TEST_PAYMENTS: must be true or false/),
      expect.stringMatching(/^STRIPE_SECRET_KEY: no payment provider/),
    ]);
    expect(
      problems({ PUBLIC_URL: "https://foundation.example.org", STRIPE_SECRET_KEY: "sk_live_a", STRIPE_PUBLISHABLE_KEY: "pk_live_b", STRIPE_WEBHOOK_SECRET: "whsec_c" }),
    ).toEqual([]);
  });

  it("turns the test provider on by address: on a loopback one unless false, elsewhere only when true", () => {
    const allowed = (source: Record<string, string>) => parseEnv(source).testPaymentsAllowed;
    expect(allowed({})).toBe(true);
    expect(allowed({ PUBLIC_URL: "http://127.0.0.1:8080" })).toBe(true);
    expect(allowed({ ALLOW_TEST_PAYMENTS: "false" })).toBe(false);
    expect(allowed({ ALLOW_TEST_PAYMENTS: "true" })).toBe(true);
    expect(allowed({ PUBLIC_URL: "https://foundation.example.org", ALLOW_TEST_PAYMENTS: "true" })).toBe(true);
    const fedapay = { FEDAPAY_SECRET_KEY: "sk_live_a", FEDAPAY_WEBHOOK_SECRET: "wh_live_b" };
    expect(allowed({ PUBLIC_URL: "https://foundation.example.org", ...fedapay })).toBe(false);
    expect(allowed({ PUBLIC_URL: "https://foundation.example.org", ALLOW_TEST_PAYMENTS: "false", ...fedapay })).toBe(false);
  });
});

describe("what is said at start", () => {
  const secret = { SESSION_SECRET: "a".repeat(32) };

  it("says nothing of a production server with its own session secret", () => {
    expect(startWarnings(parseEnv({ NODE_ENV: "production", ...secret }), { built: true, givenNodeEnv: "production" })).toEqual([]);
    expect(startWarnings(parseEnv({ NODE_ENV: "production", ...secret }), { built: true })).toEqual([]);
  });

  it("warns of the development server, a generated session secret, and a NODE_ENV the build ignores", () => {
    expect(startWarnings(parseEnv({ ...secret }), { built: false })).toEqual([expect.stringMatching(/^Development server \(NODE_ENV=development\), not for production: /)]);
    expect(startWarnings(parseEnv({ NODE_ENV: "production" }), { built: false })).toEqual([expect.stringMatching(/^SESSION_SECRET is not set: .* kept in the database/)]);
    expect(startWarnings(parseEnv({ NODE_ENV: "production", ...secret }), { built: true, givenNodeEnv: "development" })).toEqual([
      "NODE_ENV=development is ignored: the built server is always the production server (development mode is `npm run dev`).",
    ]);
  });

  it("warns of test payments others can reach and of a public address without https, as the doctor does", () => {
    const production = { NODE_ENV: "production", ...secret };
    const testPaymentsOn = /^Test payments are on \(ALLOW_TEST_PAYMENTS=true\) on a server others can reach \(https:\/\/foundation\.example\.org\): anyone can mark a payment made without paying\./;
    // Behind nginx: listening on this machine only, yet reached by anyone through PUBLIC_URL.
    expect(startWarnings(parseEnv({ ...production, PUBLIC_URL: "https://foundation.example.org", HOST: "127.0.0.1", ALLOW_TEST_PAYMENTS: "true" }), { built: true })).toEqual([
      expect.stringMatching(testPaymentsOn),
    ]);
    expect(startWarnings(parseEnv({ ...production, HOST: "0.0.0.0", ALLOW_TEST_PAYMENTS: "true" }), { built: true })).toEqual([
      expect.stringMatching(/^Test payments are on \(ALLOW_TEST_PAYMENTS=true\) on a server others can reach \(http:\/\/localhost:5000\)/),
    ]);
    expect(startWarnings(parseEnv({ ...production, PUBLIC_URL: "http://foundation.example.org", ALLOW_TEST_PAYMENTS: "true" }), { built: true })).toEqual([
      expect.stringMatching(/^Test payments are on/),
      expect.stringMatching(/^PUBLIC_URL \(http:\/\/foundation\.example\.org\) is not https: passwords, payments and private links would travel unencrypted, and the admin's Secure session cookie is not kept over http\./),
    ]);
    // On this machine only, test payments are what a trial needs: nothing to say.
    expect(startWarnings(parseEnv(production), { built: true })).toEqual([]);
    expect(startWarnings(parseEnv({ ...production, ALLOW_TEST_PAYMENTS: "true" }), { built: true })).toEqual([]);
    expect(startWarnings(parseEnv({ ...production, PUBLIC_URL: "https://foundation.example.org", FEDAPAY_SECRET_KEY: "sk_live_a", FEDAPAY_WEBHOOK_SECRET: "wh_live_b" }), { built: true })).toEqual([]);
  });
});

describe("FedaPay configuration", () => {
  const keys = { FEDAPAY_SECRET_KEY: "sk_sandbox_abc", FEDAPAY_WEBHOOK_SECRET: "wh_sandbox_def" };

  it("is off without keys, and the sandbox with a sandbox key and nothing else", () => {
    expect(parseEnv({}).fedapay).toBeNull();
    expect(parseEnv({ FEDAPAY_ENVIRONMENT: "live", FEDAPAY_MTN_MODE: "mtn_open" }).fedapay).toBeNull();
    expect(parseEnv(keys).fedapay).toEqual({
      secretKey: "sk_sandbox_abc",
      webhookSecret: "wh_sandbox_def",
      environment: "sandbox",
      apiBase: "https://sandbox-api.fedapay.com",
      // MTN Benin's mode as FedaPay documents it.
      mtnMode: "mtn_open",
    });
  });

  it("goes live with a live key, at FedaPay's live address", () => {
    expect(parseEnv({ FEDAPAY_SECRET_KEY: "sk_live_abc", FEDAPAY_WEBHOOK_SECRET: "wh_xyz" }).fedapay).toMatchObject({
      environment: "live",
      apiBase: "https://api.fedapay.com",
    });
    expect(parseEnv({ FEDAPAY_SECRET_KEY: "sk_live_abc", FEDAPAY_WEBHOOK_SECRET: "wh_live_xyz", FEDAPAY_ENVIRONMENT: "live" }).fedapay).toMatchObject({
      environment: "live",
    });
  });

  it("takes the API address (without a trailing slash) and the MTN mode it is given", () => {
    expect(parseEnv({ ...keys, FEDAPAY_API_BASE: "http://127.0.0.1:4010/", FEDAPAY_MTN_MODE: "mtn" }).fedapay).toMatchObject({
      apiBase: "http://127.0.0.1:4010",
      mtnMode: "mtn",
    });
  });

  it("counts as a payment provider on a public address", () => {
    expect(problems({ PUBLIC_URL: "https://foundation.example.org", FEDAPAY_SECRET_KEY: "sk_live_a", FEDAPAY_WEBHOOK_SECRET: "wh_live_b" })).toEqual([]);
    expect(problems({ PUBLIC_URL: "https://foundation.example.org" })).toEqual([
      expect.stringMatching(/^STRIPE_SECRET_KEY: no payment provider is configured .*Stripe keys or the FedaPay keys/),
    ]);
  });

  it("refuses one key without the other, naming the one missing", () => {
    expect(problems({ FEDAPAY_SECRET_KEY: "sk_sandbox_abc" })).toEqual([
      "FEDAPAY_WEBHOOK_SECRET: is required when FEDAPAY_SECRET_KEY is set (set both FedaPay keys, or neither)",
    ]);
    expect(problems({ FEDAPAY_WEBHOOK_SECRET: "wh_sandbox_def" })).toEqual([
      "FEDAPAY_SECRET_KEY: is required when FEDAPAY_WEBHOOK_SECRET is set (set both FedaPay keys, or neither)",
    ]);
  });

  it.each([
    [{ FEDAPAY_SECRET_KEY: "sk_test_abc" }, /^FEDAPAY_SECRET_KEY: must start with sk_sandbox_ or sk_live_$/],
    [{ FEDAPAY_SECRET_KEY: "pk_sandbox_abc" }, /^FEDAPAY_SECRET_KEY: must start with sk_sandbox_ or sk_live_$/],
    [{ FEDAPAY_WEBHOOK_SECRET: "whsec_abc" }, /^FEDAPAY_WEBHOOK_SECRET: must start with wh_$/],
    [{ FEDAPAY_ENVIRONMENT: "production" }, /^FEDAPAY_ENVIRONMENT: must be sandbox or live$/],
    [{ FEDAPAY_API_BASE: "ftp://fedapay.example" }, /^FEDAPAY_API_BASE: must be an http\(s\) URL$/],
    [{ FEDAPAY_MTN_MODE: "moov" }, /^FEDAPAY_MTN_MODE: must be mtn or mtn_open$/],
  ])("refuses %o", (bad, message) => {
    expect(problems({ ...keys, ...bad })).toEqual([expect.stringMatching(message)]);
  });

  it("refuses a key, webhook secret or API address of the other environment", () => {
    expect(problems({ ...keys, FEDAPAY_ENVIRONMENT: "live" })).toEqual([
      "FEDAPAY_SECRET_KEY: is a sandbox key (sk_sandbox_…) but FEDAPAY_ENVIRONMENT is live",
      "FEDAPAY_WEBHOOK_SECRET: is a sandbox secret (wh_sandbox_…) but FEDAPAY_ENVIRONMENT is live",
    ]);
    expect(problems({ FEDAPAY_SECRET_KEY: "sk_live_abc", FEDAPAY_WEBHOOK_SECRET: "wh_def", FEDAPAY_ENVIRONMENT: "sandbox" })).toEqual([
      "FEDAPAY_SECRET_KEY: is a live key (sk_live_…) but FEDAPAY_ENVIRONMENT is sandbox",
    ]);
    expect(problems({ FEDAPAY_SECRET_KEY: "sk_live_abc", FEDAPAY_WEBHOOK_SECRET: "wh_sandbox_def" })).toEqual([
      "FEDAPAY_WEBHOOK_SECRET: is a sandbox secret (wh_sandbox_…) but FEDAPAY_SECRET_KEY is a live key",
    ]);
    expect(problems({ FEDAPAY_SECRET_KEY: "sk_live_abc", FEDAPAY_WEBHOOK_SECRET: "wh_def", FEDAPAY_API_BASE: "https://sandbox-api.fedapay.com/" })).toEqual([
      "FEDAPAY_API_BASE: is FedaPay's sandbox address but FEDAPAY_SECRET_KEY is a live key",
    ]);
    expect(problems({ ...keys, FEDAPAY_API_BASE: "https://api.fedapay.com" })).toEqual([
      "FEDAPAY_API_BASE: is FedaPay's live address but FEDAPAY_SECRET_KEY is a sandbox key",
    ]);
  });
});

describe("backup settings", () => {
  it("default to ./backups, 02:00 in Porto-Novo, 7 days and 4 weeks, no copy command; empty is unset", () => {
    expect(parseEnv({ BACKUP_DIR: "", BACKUP_HOUR: "", BACKUP_KEEP_DAYS: "", BACKUP_KEEP_WEEKS: "", BACKUP_COPY_COMMAND: "" }).backups).toEqual({
      dir: "./backups",
      hour: 2,
      keepDays: 7,
      keepWeeks: 4,
      copyCommand: undefined,
      timeZone: "Africa/Porto-Novo",
    });
    expect(parseEnv({ BACKUP_DIR: "/var/backups/foundation", BACKUP_HOUR: "0", BACKUP_KEEP_WEEKS: "0", BACKUP_COPY_COMMAND: "rclone copy --quiet" }).backups).toMatchObject({
      dir: "/var/backups/foundation",
      hour: 0,
      keepWeeks: 0,
      copyCommand: "rclone copy --quiet",
    });
  });

  it("refuse what is not a whole number in range, saying what is expected", () => {
    expect(problems({ BACKUP_HOUR: "24", BACKUP_KEEP_DAYS: "0", BACKUP_KEEP_WEEKS: "two" })).toEqual([
      "BACKUP_HOUR: must be an hour from 0 to 23 (in the foundation's time zone, Africa/Porto-Novo)",
      "BACKUP_KEEP_DAYS: must be a number of days from 1 to 366",
      "BACKUP_KEEP_WEEKS: must be a number of weeks from 0 to 520",
    ]);
  });
});
