import { legalTypes, type LegalType } from "@shared/paths";

export const isLegalType = (type: string | undefined): type is LegalType => legalTypes.includes(type as LegalType);
