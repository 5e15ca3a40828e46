import type { Language } from "../../shared/validation";

/** What the API says in its answers, in the requester's language. */
export const apiMessages = {
  en: {
    notFound: "Not found",
    internal: "An unexpected error occurred. Please try again later.",
    invalidInput: "Some fields are invalid",
    conflict: "This already exists",
    unavailable: "The service is temporarily unavailable. Please try again in a moment.",
    tooLarge: "The request is too large (100 KB at most)",
    malformedJson: "The request body is not valid JSON",
    unsupportedMediaType: "Unsupported content type or encoding",
    tooManyRequests: "Too many requests. Please wait a moment and try again.",
    tooManyLogins: "Too many sign-in attempts. Please wait a few minutes and try again.",
    unauthorized: "Please sign in",
    badCredentials: "Incorrect username or password",
    foreignOrigin: "Request refused: it comes from another site",
    signedOut: "Signed out",
    contactReceived: "Thank you for your message! We will get back to you within 24 hours.",
    programNotFound: "Program not found",
    articleNotFound: "Article not found",
  },
  fr: {
    notFound: "Introuvable",
    internal: "Une erreur inattendue s’est produite. Veuillez réessayer plus tard.",
    invalidInput: "Certains champs sont invalides",
    conflict: "Cet élément existe déjà",
    unavailable: "Le service est momentanément indisponible. Veuillez réessayer dans un instant.",
    tooLarge: "La requête est trop volumineuse (100 Ko au maximum)",
    malformedJson: "Le corps de la requête n’est pas un JSON valide",
    unsupportedMediaType: "Type de contenu ou encodage non pris en charge",
    tooManyRequests: "Trop de requêtes. Veuillez patienter un instant et réessayer.",
    tooManyLogins: "Trop de tentatives de connexion. Veuillez patienter quelques minutes et réessayer.",
    unauthorized: "Veuillez vous connecter",
    badCredentials: "Nom d’utilisateur ou mot de passe incorrect",
    foreignOrigin: "Requête refusée\u00a0: elle provient d’un autre site",
    signedOut: "Déconnecté",
    contactReceived: "Merci pour votre message\u00a0! Nous vous répondrons sous 24\u00a0heures.",
    programNotFound: "Programme introuvable",
    articleNotFound: "Article introuvable",
  },
} as const satisfies Record<Language, Record<string, string>>;

export type ApiMessages = (typeof apiMessages)["en"];
