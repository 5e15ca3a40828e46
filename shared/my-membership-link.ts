/**
 * Days a sign-in link to a person's own page works from when its mail leaves
 * (docs/decisions/017-my-membership-page.md). Apart from shared/my-membership.ts so that the page
 * can say it without loading the schemas' library.
 */
export const MY_MEMBERSHIP_LINK_DAYS = 7;
