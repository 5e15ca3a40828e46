/**
 * Two-factor sign-in of administrators (docs/decisions/027-two-factor-sign-in.md): its paths, the
 * rules of its requests and the shapes of its answers, shared by the server and the admin. No
 * validation library here: the code step is part of /admin's script before sign-in, which stays
 * small; the server checks these shapes with its own zod (server/routes/two-factor.ts).
 */

export const twoFactorPaths = {
  /** POST `{ code }`: the second step of sign-in, a code of the app or a recovery code; answers as login does. */
  loginCode: "/api/auth/login/code",
  /** GET: whether the signed-in administrator has two-factor on, and how many recovery codes are left. */
  status: "/api/auth/two-factor",
  /** POST `{ password }`: a new secret to scan (its QR code and its text); not on until `enable`. */
  setup: "/api/auth/two-factor/setup",
  /** POST `{ code }`: the app's first code turns it on; answers the ten recovery codes, once. */
  enable: "/api/auth/two-factor/enable",
  /** POST `{ password }`: ten new recovery codes, the old ones no longer work. */
  recoveryCodes: "/api/auth/two-factor/recovery-codes",
  /** POST `{ password }`: turns it off (refused while it is required for everyone). */
  disable: "/api/auth/two-factor/disable",
  /** GET / PUT `{ required }`: whether every administrator must use it. */
  policy: "/api/admin/two-factor-policy",
  /** DELETE: turns off another administrator's (a lost phone, no recovery code left). */
  userTwoFactor: (id: string) => `/api/admin/users/${encodeURIComponent(id)}/two-factor`,
} as const;

/** How many recovery codes a set-up gives. */
export const RECOVERY_CODE_COUNT = 10;

/** POST /api/auth/login when the account has two-factor on: no session yet, a code is asked for. */
export type SignInCodeRequired = { twoFactorRequired: true };

/** GET /api/auth/two-factor. */
export type TwoFactorStatus = {
  enabled: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
  /** Required for every administrator (Settings): it cannot be turned off then. */
  required: boolean;
};

/** POST /api/auth/two-factor/setup: the secret to scan or type, shown once. */
export type TwoFactorSetup = { secret: string; uri: string; qrSvg: string };

/** The recovery codes, shown once (after `enable` or when made anew). */
export type RecoveryCodesResponse = { recoveryCodes: string[] };

/** GET / PUT /api/admin/two-factor-policy. */
export type TwoFactorPolicy = { required: boolean };

/** A code of an authenticator app: six digits, spaces allowed as apps show them ("123 456"). */
export const isAppCode = (code: string) => /^\d{6}$/.test(code.replace(/\s/g, ""));
