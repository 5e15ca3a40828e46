/**
 * English texts: the source dictionary. fr.ts must have the same shape (a type error
 * otherwise) and the same {placeholders} (tested).
 */
const page = (title: string, description: string, heading: string) => ({ title, description, heading });

export const en = {
  meta: {
    description:
      "A non-profit foundation in Cotonou, Benin, training youth and women across West Africa in digital literacy, financial literacy, digital jobs and vocational skills.",
    keywords:
      "foundation, Benin, Cotonou, West Africa, digital literacy, financial literacy, digital jobs, TVET, vocational training, youth, women, employment",
    ogImageAlt: "{site}: digital and vocational skills for youth and women in West Africa",
    ogLocale: "en_US",
  },
  common: {
    skipToContent: "Skip to main content",
    error: "Error",
    success: "Success",
    loading: "Loading...",
    loadFailed: "This part of the page could not be loaded. Check your internet connection and try again: nothing has been charged, and what you entered is kept.",
    retry: "Try again",
    backToForm: "Back to the form",
    pageFailedTitle: "This page could not be shown",
    pageFailed: "Part of the site could not be loaded. Check your internet connection, then reload the page.",
    reload: "Reload the page",
    anErrorOccurred: "An error occurred",
    unexpectedError: "An unexpected error occurred",
    processing: "Processing...",
    sending: "Sending...",
    close: "Close",
    learnMore: "Learn more",
    contactUs: "Contact Us",
    backToHome: "Back to Home",
  },
  header: {
    emailLine: "Email: {email}",
    languageName: "English",
    switchLanguage: "Français",
    switchLanguageLabel: "Lire cette page en français",
    homeLink: "{site}, home page",
    mainNav: "Main navigation",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    menuTitle: "Menu",
    join: "Join Us",
    donate: "Donate",
  },
  nav: {
    home: "Home",
    about: "About",
    programs: "Programs",
    research: "Research",
    events: "Events",
    partners: "Partners",
    contact: "Contact",
  },
  footer: {
    tagline:
      "Empowering youth, women and vulnerable groups in West Africa through digital, financial and vocational skills for employment.",
    address: "Cotonou, Benin",
    quickLinks: "Quick links",
    getInvolved: "Get involved",
    join: "Become a member",
    donate: "Donate",
    volunteer: "Volunteer",
    contact: "Contact us",
    statutes: "Statutes & governance",
    myMembership: "My membership",
    followUs: "Share",
    shareWhatsApp: "Share this site on WhatsApp",
    shareWhatsAppText: "{site}: digital and vocational skills for youth and women in West Africa",
    newTab: "(opens in a new tab)",
    copyright: "© {from}–{year} {site}. All rights reserved.",
    legalNav: "Legal",
    privacy: "Privacy Policy",
    terms: "Terms of Use",
    cookies: "Cookie Policy",
  },
  pages: {
    home: page(
      "Digital and vocational skills for youth and women in West Africa",
      "We train youth and women in West Africa in digital literacy, financial literacy, digital jobs and vocational skills for employment.",
      "Skills that open doors for youth and women in West Africa",
    ),
    about: page(
      "About us",
      "Who we are: a foundation in Cotonou, Benin, working for the empowerment of youth, women and vulnerable groups in West Africa.",
      "About the foundation",
    ),
    programs: page(
      "Our programs",
      "Training programs in digital literacy, financial literacy, digital jobs and technical and vocational education for employment.",
      "Our programs",
    ),
    program: page("{title}", "{summary}", "{title}"),
    research: page(
      "Research",
      "Our research on digital inclusion, financial literacy and employment of youth and women in West Africa.",
      "Research and learning",
    ),
    article: page("{title}", "{excerpt}", "{title}"),
    events: page(
      "Events",
      "Workshops, webinars and forums of the foundation: upcoming events and what came of past ones.",
      "Events",
    ),
    partners: page(
      "Partners",
      "Universities, companies and community organisations partnering with the foundation.",
      "Our partners",
    ),
    contact: page(
      "Contact us",
      "Write to the foundation's team in Cotonou: we reply within 24 hours.",
      "Contact us",
    ),
    join: page(
      "Become a member",
      "Join the foundation as an individual or an organisation and pay your annual dues online.",
      "Become a member",
    ),
    donate: page(
      "Donate",
      "Donate in US dollars, euros, Canadian dollars or CFA francs to train a learner, equip a lab seat or fund a women's cohort.",
      "Make a donation",
    ),
    statutes: page(
      "Statutes and governance",
      "How the foundation is governed: its statutes, internal regulations and general assembly.",
      "Statutes and governance",
    ),
    legal: page("{document}", "{document} of {site}.", "{document}"),
    legalTypes: {
      privacy: "Privacy Policy",
      terms: "Terms of Use",
      cookies: "Cookie Policy",
    },
    legalNotFound: page(
      "Legal Document Not Found",
      "This legal document does not exist.",
      "Legal Document Not Found",
    ),
    renew: page(
      "Renew your membership",
      "Your membership dues for the coming year, and how to pay them.",
      "Renew your membership",
    ),
    paymentSuccess: page(
      "Payment",
      "The status of your payment to the foundation.",
      "Payment Successful!",
    ),
    volunteer: page(
      "Volunteer with us",
      "Give your time and skills to train youth and women in West Africa: ways to help and how to offer them.",
      "Volunteer with us",
    ),
    myData: page(
      "Your data",
      "What the foundation holds about you, and how to get a copy of it or have it erased.",
      "Your data",
    ),
    myMembership: page(
      "My membership",
      "Your membership, receipts, attestation, gifts and details.",
      "My membership",
    ),
    admin: page("Administration", "Administration of the site.", "Administration"),
    notFound: {
      title: "404 Page Not Found",
      description: "The page you're looking for doesn't exist.",
      heading: "404 Page Not Found",
      text: "The page you're looking for doesn't exist.",
      home: "Go to the home page",
      volunteer: "Volunteer with us",
    },
  },
  toast: {
    close: "Close notification",
    region: "Notifications",
  },
};

export type Dictionary = Widen<typeof en>;

/** The dictionary's shape with every text typed as string (so fr can differ in content). */
type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };
