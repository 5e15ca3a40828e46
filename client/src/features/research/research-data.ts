/**
 * The research programme shown on /research (docs/rules.md R37): five research areas
 * with their publication counts and five recent studies. Their words are in ./texts.ts.
 */
export const researchAreas = [
  { key: "digitalInclusion", publications: 8 },
  { key: "womensFinance", publications: 6 },
  { key: "youthEmployment", publications: 5 },
  { key: "tvetGreenSkills", publications: 4 },
  { key: "edtech", publications: 3 },
] as const;
export type ResearchAreaKey = (typeof researchAreas)[number]["key"];

export const studyStatuses = ["published", "ongoing"] as const;
export type StudyStatus = (typeof studyStatuses)[number];

export const studyTypes = ["impactEvaluation", "survey", "caseStudy", "policyBrief", "baselineStudy"] as const;
export type StudyType = (typeof studyTypes)[number];

export const studies = [
  { key: "codeForChangeImpact", year: 2025, type: "impactEvaluation", status: "ongoing" },
  { key: "digitalSkillsSurvey", year: 2025, type: "survey", status: "published" },
  { key: "savingsGroupsMobileMoney", year: 2025, type: "caseStudy", status: "published" },
  { key: "greenSkillsPolicy", year: 2024, type: "policyBrief", status: "published" },
  { key: "womenEntrepreneursBaseline", year: 2026, type: "baselineStudy", status: "ongoing" },
] as const satisfies readonly { key: string; year: number; type: StudyType; status: StudyStatus }[];
export type StudyKey = (typeof studies)[number]["key"];
