/** The Research tab: every research article, newest first (components/content-list.tsx). */
import { ContentList } from "./content-list";
import { articleSpec } from "./content-kinds";

export const ResearchTab = () => <ContentList spec={articleSpec} />;
