/** The Events tab: the upcoming events (soonest first), then the past ones (components/content-list.tsx). */
import { ContentList } from "./content-list";
import { eventSpec } from "./content-kinds";

export const EventsTab = () => <ContentList spec={eventSpec} />;
