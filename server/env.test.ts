import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env";

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
    expect(env).toMatchObject({ PORT: 5000, DATA_DIR: "./data", PUBLIC_URL: "http://localhost:5000", stripeEnabled: false });
    expect(env.DATABASE_URL).toBeUndefined();
    for (const name of [
      "PORT", "DATABASE_URL", "DATA_DIR", "PUBLIC_URL", "SITE_NAME", "CONTACT_EMAIL", "SESSION_SECRET",
      "ADMIN_USERNAME", "ADMIN_PASSWORD", "STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET",
      "ALLOW_TEST_PAYMENTS",
    ]) {
      expect(text).toMatch(new RegExp(`^${name}=`, "m"));
    }
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
});
