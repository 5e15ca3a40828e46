/** The Programs tab: every program, in the order of the public list (components/content-list.tsx). */
import { ContentList } from "./content-list";
import { programSpec } from "./content-kinds";

export const ProgramsTab = () => <ContentList spec={programSpec} />;
