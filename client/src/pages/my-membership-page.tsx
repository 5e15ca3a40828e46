/**
 * /my-membership (docs/decisions/017-my-membership-page.md): a member's or donor's own page,
 * reached from the private link of a mail or by asking for one here.
 */
export { MyMembership as default } from "@/features/my-membership/components/my-membership";
