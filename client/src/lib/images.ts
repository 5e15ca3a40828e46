/**
 * The site's own artwork (public/images, original SVG illustrations; no image comes from
 * outside the site), with its intrinsic size and its alternative text in both languages.
 */
import type { Pillar } from "@shared/domain";
import type { Language } from "@shared/domain";

export type SiteImage = { src: string; width: number; height: number; alt: Record<Language, string> };

export const heroImage: SiteImage = {
  src: "/images/hero.svg",
  width: 1200,
  height: 800,
  alt: {
    en: "Young women and men learning together around laptops and a solar panel in a training room in Cotonou",
    fr: "Des jeunes femmes et hommes apprennent ensemble autour d’ordinateurs portables et d’un panneau solaire dans une salle de formation à Cotonou",
  },
};

export const pillarImages: Record<Pillar, SiteImage> = {
  digital_literacy: {
    src: "/images/pillars/digital_literacy.svg",
    width: 400,
    height: 300,
    alt: { en: "A learner using a computer for the first time", fr: "Une apprenante utilise un ordinateur pour la première fois" },
  },
  financial_literacy: {
    src: "/images/pillars/financial_literacy.svg",
    width: 400,
    height: 300,
    alt: { en: "A woman tracking her savings on a mobile phone", fr: "Une femme suit son épargne sur son téléphone portable" },
  },
  digital_jobs: {
    src: "/images/pillars/digital_jobs.svg",
    width: 400,
    height: 300,
    alt: { en: "A young professional working remotely on a laptop", fr: "Un jeune professionnel travaille à distance sur un ordinateur portable" },
  },
  tvet: {
    src: "/images/pillars/tvet.svg",
    width: 400,
    height: 300,
    alt: { en: "A technician installing a solar panel", fr: "Une technicienne installe un panneau solaire" },
  },
};

const programImage = (slug: string, en: string, fr: string): SiteImage => ({
  src: `/images/programs/${slug}.svg`,
  width: 800,
  height: 450,
  alt: { en, fr },
});

/** A Map, not an object: a slug is the editors' text, and "constructor" must not reach a prototype. */
const programImages = new Map<string, SiteImage>([
  ["code-for-change", programImage(
    "code-for-change",
    "Young people writing their first lines of code on laptops",
    "Des jeunes écrivent leurs premières lignes de code sur des ordinateurs portables",
  )],
  ["sheleads-finance", programImage(
    "sheleads-finance",
    "A women’s savings group reviewing its accounts together",
    "Un groupe d’épargne de femmes examine ses comptes ensemble",
  )],
  ["future-work-academy", programImage(
    "future-work-academy",
    "A learner presenting a digital project to a mentor",
    "Un apprenant présente un projet numérique à son mentor",
  )],
  ["skills-for-green-jobs", programImage(
    "skills-for-green-jobs",
    "Trainees wiring a solar installation in a workshop",
    "Des stagiaires câblent une installation solaire en atelier",
  )],
]);

export const defaultProgramImage = programImage(
  "default",
  "Learners in a training session of the foundation",
  "Des apprenants lors d’une formation de la fondation",
);

/** The image of a program: its own for the known slugs, the default one otherwise. */
export const imageForProgram = (slug: string): SiteImage => programImages.get(slug) ?? defaultProgramImage;

export const founderPortrait: SiteImage = {
  src: "/images/founder.svg",
  width: 400,
  height: 400,
  alt: { en: "Portrait of the foundation’s founder", fr: "Portrait de la fondatrice de la fondation" },
};

/** The card link previews show (WhatsApp, Facebook, LinkedIn): a raster image, 1200×630. */
export const socialCard = { src: "/images/og-card.png", width: 1200, height: 630 };
