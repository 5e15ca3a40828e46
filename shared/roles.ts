/**
 * What each administrator may open (docs/decisions/028-administrator-roles.md), in one place for
 * the server and the client: a role is a set of areas, an area is the admin's tabs and the API's
 * paths of one part of the foundation's work. The server refuses a path of an area the person's
 * role lacks (403), the client shows only that role's tabs, and both read this file, so they
 * cannot disagree. No I/O here: the client's bundle reads it.
 */

/** Full rights by default: the administrators of the site before roles existed keep them. */
export const roles = ["full", "treasurer", "content", "messages"] as const;
export type Role = (typeof roles)[number];
export const DEFAULT_ROLE: Role = "full";

export const isRole = (value: unknown): value is Role => roles.includes(value as Role);

/** The admin's tabs (client/src/features/admin/admin-shell.tsx orders them; a test checks both name the same ones). */
export const adminTabNames = [
  "dashboard",
  "programs",
  "research",
  "events",
  "members",
  "renewals",
  "voters",
  "contacts",
  "newsletter",
  "donations",
  "payments",
  "privacy",
  "settings",
] as const;
export type AdminTabName = (typeof adminTabNames)[number];

type AreaDefinition = {
  tabs: readonly AdminTabName[];
  /**
   * The API's paths of the area: each one covers itself and what lies under it (`/api/admin/mail`
   * covers `/api/admin/mail/:id/retry`); the longest one that covers a request names its area.
   */
  api: readonly string[];
};

export const areas = {
  /** The dashboard: figures, recent activity, alerts, the audit list, the mails that failed. */
  overview: {
    tabs: ["dashboard"],
    api: ["/api/admin/stats", "/api/admin/activity", "/api/admin/to-do", "/api/admin/alerts", "/api/admin/audit", "/api/admin/mail"],
  },
  /** Members, their dues and years, payments, donations, renewals, the general assembly, privacy requests. */
  treasury: {
    tabs: ["members", "renewals", "voters", "donations", "payments", "privacy"],
    api: [
      "/api/memberships",
      "/api/donations",
      "/api/admin/members",
      "/api/admin/memberships",
      "/api/admin/donors",
      "/api/admin/donations",
      "/api/admin/payments",
      "/api/admin/renewals",
      "/api/admin/voters",
      "/api/admin/convocations",
      "/api/admin/privacy-requests",
    ],
  },
  /** The site's pages: programs, research, events, their images, and the newsletter's addresses. */
  content: {
    tabs: ["programs", "research", "events", "newsletter"],
    api: [
      "/api/programs",
      "/api/articles",
      "/api/events",
      "/api/admin/programs",
      "/api/admin/articles",
      "/api/admin/events",
      "/api/admin/markdown",
      "/api/admin/images",
      "/api/admin/newsletter",
    ],
  },
  /** The inbox: the messages of the contact form, and the replies sent to them. */
  messages: {
    tabs: ["contacts"],
    api: ["/api/contacts"],
  },
  /** The administrators and their roles, two-factor required of everyone or not, the site's settings, the staff's notifications. */
  administration: {
    tabs: ["settings"],
    api: ["/api/admin/users", "/api/admin/invitations", "/api/admin/two-factor-policy", "/api/admin/settings", "/api/admin/mail/settings"],
  },
  /** One's own session and password: every role (the Settings tab then shows the password only). */
  account: {
    tabs: ["settings"],
    api: ["/api/auth"],
  },
} as const satisfies Record<string, AreaDefinition>;
export type Area = keyof typeof areas;
export const areaNames = Object.keys(areas) as Area[];

export const roleAreas: Record<Role, readonly Area[]> = {
  full: areaNames,
  treasurer: ["overview", "treasury", "account"],
  content: ["content", "account"],
  messages: ["messages", "account"],
};

export const canUse = (role: Role, area: Area) => roleAreas[role].includes(area);

/** The tabs a role sees, in the order given (the shell's). */
export const tabsOf = <T extends AdminTabName>(role: Role, order: readonly T[]): T[] => {
  const seen = new Set<AdminTabName>(roleAreas[role].flatMap((area) => areas[area].tabs));
  return order.filter((tab) => seen.has(tab));
};

/** Whether `prefix` covers `path`: the same path, or one under it (not `/api/admin/mailbox` for `/api/admin/mail`). */
const covers = (prefix: string, path: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * The area of an API path (no query), or null when no area declares it: the server then lets
 * only full rights through, and the route table's test fails until the path is declared.
 */
export function areaOfPath(path: string): Area | null {
  // Express matches paths without regard to case: /api/admin/mail/SETTINGS is the settings' route.
  path = path.toLowerCase();
  let found: { area: Area; length: number } | null = null;
  for (const area of areaNames)
    for (const prefix of areas[area].api) if (covers(prefix, path) && (!found || prefix.length > found.length)) found = { area, length: prefix.length };
  return found?.area ?? null;
}

/** Whether a role may call this API path: its area is the role's; an undeclared path, full rights only. */
export function mayCall(role: Role, path: string): boolean {
  const area = areaOfPath(path);
  return area === null ? role === "full" : canUse(role, area);
}
