import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp, testConfig } from "@/test/render";

// Testing Library compares visible text with its white space collapsed: a non-breaking space
// (French typography) reads as a space there.

const sectionTitles = {
  en: {
    privacy: ["Information We Collect", "How We Use Your Information", "Information Sharing", "Data Security", "Your Rights", "Contact Us"],
    terms: ["Acceptance of Terms", "Use License", "Membership Terms", "Donation Policy", "Disclaimer", "Limitations"],
    cookies: ["What are cookies", "Why do we use cookies", "Types of cookies we use", "How can you control cookies", "Third-party cookies"],
  },
  fr: {
    privacy: [
      "Les données que nous recueillons",
      "L’utilisation de vos données",
      "Le partage de vos données",
      "La sécurité de vos données",
      "Vos droits",
      "Nous contacter",
    ],
    terms: [
      "Acceptation des conditions",
      "Licence d’utilisation",
      "Conditions d’adhésion",
      "Politique relative aux dons",
      "Avertissement",
      "Limitations",
    ],
    cookies: [
      "Qu’est-ce qu’un cookie ?",
      "Pourquoi utilisons-nous des cookies ?",
      "Les types de cookies que nous utilisons",
      "Comment contrôler les cookies ?",
      "Les cookies tiers",
    ],
  },
} as const;

const documents = {
  en: {
    privacy: { title: "Privacy Policy", questions: "Questions about this Privacy Policy?" },
    terms: { title: "Terms of Use", questions: "Questions about these Terms of Use?" },
    cookies: { title: "Cookie Policy", questions: "Questions about this Cookie Policy?" },
  },
  fr: {
    privacy: { title: "Politique de confidentialité", questions: "Des questions sur cette politique de confidentialité ?" },
    terms: { title: "Conditions d’utilisation", questions: "Des questions sur ces conditions d’utilisation ?" },
    cookies: { title: "Politique relative aux cookies", questions: "Des questions sur cette politique relative aux cookies ?" },
  },
} as const;

const ui = {
  en: { prefix: "", date: "December 1, 2024", lastUpdated: "Last updated: December 1, 2024", contact: "Contact Us", home: "Back to Home" },
  fr: { prefix: "/fr", date: "1er décembre 2024", lastUpdated: "Dernière mise à jour : 1er décembre 2024", contact: "Contactez-nous", home: "Retour à l’accueil" },
} as const;

/** The heading's text with its white space collapsed, as a visitor reads it. */
const readable = (element: HTMLElement) => element.textContent?.replace(/\s+/g, " ").trim();

for (const lang of ["en", "fr"] as const) {
  for (const type of ["privacy", "terms", "cookies"] as const) {
    describe(`/legal/${type} in ${lang === "en" ? "English" : "French"}`, () => {
      it("shows the title, the date of the last update and the numbered sections", async () => {
        renderApp(`${ui[lang].prefix}/legal/${type}`);
        expect(await screen.findByRole("heading", { level: 1, name: documents[lang][type].title })).toBeInTheDocument();
        const date = screen.getByText(ui[lang].date);
        expect(date.tagName).toBe("TIME");
        expect(date).toHaveAttribute("datetime", "2024-12-01");
        expect(date.parentElement).toHaveTextContent(ui[lang].lastUpdated);

        const article = screen.getByRole("main");
        const numbered = within(article)
          .getAllByRole("heading", { level: 2 })
          .map(readable)
          .filter((text) => /^\d+\. /.test(text ?? ""));
        expect(numbered).toEqual(sectionTitles[lang][type].map((title, i) => `${i + 1}. ${title}`));

        // The table of contents links to each section.
        const toc = screen.getByRole("navigation", { name: lang === "en" ? "On this page" : "Sur cette page" });
        const first = within(toc).getAllByRole("link")[0];
        expect(first).toHaveAttribute("href", "#section-1");
        expect(document.getElementById("section-1")).toContainElement(
          within(article).getByRole("heading", { level: 2, name: (name) => name.replace(/\s+/g, " ") === `1. ${sectionTitles[lang][type][0]}` }),
        );
      });

      it("has a questions box with the contact e-mail, a Contact Us button and a Back to Home button", async () => {
        renderApp(`${ui[lang].prefix}/legal/${type}`);
        const heading = await screen.findByRole("heading", {
          level: 2,
          name: (name) => name.replace(/\s+/g, " ") === documents[lang][type].questions,
        });
        const box = heading.closest("section")!;
        expect(within(box).getByRole("link", { name: testConfig.contactEmail })).toHaveAttribute("href", `mailto:${testConfig.contactEmail}`);
        expect(within(box).getByRole("link", { name: ui[lang].contact })).toHaveAttribute("href", `${ui[lang].prefix}/contact`);
        expect(within(box).getByRole("link", { name: ui[lang].home })).toHaveAttribute("href", lang === "en" ? "/" : "/fr/");
      });
    });
  }
}

describe("the privacy policy", () => {
  it("says, for each form, what is collected, why and for how long, and how to exercise one's rights", async () => {
    renderApp("/legal/privacy");
    await screen.findByRole("heading", { level: 1, name: "Privacy Policy" });
    for (const form of ["Contact form", "Membership application", "Donations", "Newsletter", "Volunteering form"]) {
      expect(screen.getByRole("heading", { level: 3, name: form })).toBeInTheDocument();
    }
    const main = screen.getByRole("main");
    expect(main).toHaveTextContent("How long: 2 years after our last exchange");
    expect(main).toHaveTextContent("How long: for as long as you are a member, then 5 years for our accounts.");
    expect(main).toHaveTextContent("How long: 10 years, as accounting records.");
    expect(main).toHaveTextContent("How long: until you unsubscribe");
    expect(main).toHaveTextContent("they never pass through our server");
    expect(main).toHaveTextContent("Law No. 2017-20 of April 20, 2018");
    expect(main).toHaveTextContent("We answer within one month.");
    expect(main).toHaveTextContent("Autorité de protection des données personnelles (APDP)");
    expect(within(main).getAllByRole("link", { name: testConfig.contactEmail }).length).toBeGreaterThan(1);
    expect(main).toHaveTextContent(`The controller of your personal information is ${testConfig.siteName}, Cotonou`);
  });

  it("says the same in French", async () => {
    renderApp("/fr/legal/privacy");
    await screen.findByRole("heading", { level: 1, name: "Politique de confidentialité" });
    const main = screen.getByRole("main");
    expect(screen.getByRole("heading", { level: 3, name: "Demande d’adhésion" })).toBeInTheDocument();
    expect(main).toHaveTextContent("Combien de temps : 10 ans, au titre des pièces comptables.");
    expect(main).toHaveTextContent("loi n° 2017-20 du 20 avril 2018");
    expect(main).toHaveTextContent("Nous vous répondons dans un délai d’un mois.");
  });
});

describe("the cookie policy", () => {
  it("names the session cookie of the administrators, the language cookie and Stripe's cookies", async () => {
    renderApp("/legal/cookies");
    await screen.findByRole("heading", { level: 1, name: "Cookie Policy" });
    for (const kind of ["Essential cookies", "Analytics cookies", "Functionality cookies"]) {
      expect(screen.getByRole("heading", { level: 3, name: kind })).toBeInTheDocument();
    }
    const main = screen.getByRole("main");
    expect(main).toHaveTextContent("sid: keeps an administrator signed in");
    expect(main).toHaveTextContent("lang: remembers the language you chose");
    expect(main).toHaveTextContent("We do not use any analytics cookie today.");
    expect(main).toHaveTextContent("Stripe sets its own cookies");
  });
});

describe("an unknown legal document", () => {
  it("shows Legal Document Not Found with a way back home", async () => {
    renderApp("/legal/disclaimer");
    expect(await screen.findByRole("heading", { level: 1, name: "Legal Document Not Found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    expect(within(screen.getByRole("main")).getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/legal/privacy");
  });

  it("says so in French", async () => {
    renderApp("/fr/legal/disclaimer");
    expect(await screen.findByRole("heading", { level: 1, name: "Document juridique introuvable" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Retour à l’accueil" })).toHaveAttribute("href", "/fr/");
  });
});
