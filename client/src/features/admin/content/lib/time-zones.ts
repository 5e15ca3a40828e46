/**
 * The time zones an event is offered in: the foundation's first (Cotonou and
 * Porto-Novo), then the other West and Central African zones, then a few where the diaspora
 * lives. The server accepts any IANA name; an event stored with another one keeps it as an option.
 */
import { FOUNDATION_TIME_ZONE } from "./zoned-time";

export const FIRST_TIME_ZONE = FOUNDATION_TIME_ZONE;

export const timeZoneGroups = [
  {
    group: "westAfrica",
    zones: [
      "Africa/Lagos",
      "Africa/Lome",
      "Africa/Accra",
      "Africa/Abidjan",
      "Africa/Ouagadougou",
      "Africa/Niamey",
      "Africa/Bamako",
      "Africa/Dakar",
      "Africa/Conakry",
      "Africa/Freetown",
      "Africa/Monrovia",
      "Africa/Banjul",
      "Africa/Bissau",
      "Africa/Nouakchott",
      "Atlantic/Cape_Verde",
    ],
  },
  {
    group: "centralAfrica",
    zones: [
      "Africa/Douala",
      "Africa/Libreville",
      "Africa/Malabo",
      "Africa/Brazzaville",
      "Africa/Kinshasa",
      "Africa/Lubumbashi",
      "Africa/Bangui",
      "Africa/Ndjamena",
      "Africa/Sao_Tome",
    ],
  },
  { group: "diaspora", zones: ["Europe/Paris", "Europe/London", "America/Toronto", "America/New_York"] },
] as const;

export type TimeZoneGroup = (typeof timeZoneGroups)[number]["group"];
export type ListedTimeZone = typeof FIRST_TIME_ZONE | (typeof timeZoneGroups)[number]["zones"][number];

export const listedTimeZones: readonly string[] = [FIRST_TIME_ZONE, ...timeZoneGroups.flatMap((g) => g.zones)];

export const isListedTimeZone = (zone: string): zone is ListedTimeZone => listedTimeZones.includes(zone);
