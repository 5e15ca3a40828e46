/**
 * /my-data (docs/rules.md R53): what the site holds about a person, and a copy or the erasure of
 * it, asked from the private link of a mail.
 */
export { MyData as default } from "@/features/privacy/components/my-data";
