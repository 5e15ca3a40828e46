import { describe, expect, it } from "vitest";
import { mailReason } from "./mail-reasons";

describe("why a mail has not left, in a few plain reasons", () => {
  it.each([
    ["ESOCKET: connect ECONNREFUSED 127.0.0.1:5899", "unreachable"],
    ["ETIMEDOUT: Connection timeout", "unreachable"],
    ["EDNS: getaddrinfo ENOTFOUND smtp.example.invalid", "unreachable"],
    ["ECONNECTION: Greeting never received", "unreachable"],
    ["Invalid login: 535 5.7.8 Username and Password not accepted", "login"],
    ["EAUTH: Invalid login: 534-5.7.9 Application-specific password required", "login"],
    ["ESOCKET: self-signed certificate in certificate chain", "secure"],
    ["ETLS: 0A00010B:SSL routines:ssl3_get_record:wrong version number", "secure"],
    ["EENVELOPE: Can't send mail - all recipients were rejected: 550 5.1.1 <ama@example.org>: Recipient address rejected", "address"],
    ["Message failed: 554 5.7.1 Message rejected", "address"],
    ["451 4.7.1 Greylisted, try again later", "busy"],
    ["the receipt of this mail could not be made: database is down", "document"],
    ["something nobody expected", "other"],
  ])("%s → %s", (said, reason) => {
    expect(mailReason(said)).toBe(reason);
  });
});
