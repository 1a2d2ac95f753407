import { describe, expect, it } from "vitest";
import { failedJobErrorLine, isSecretKey, REDACTED, redactSecrets, redactText } from "./redact.ts";

describe("isSecretKey", () => {
  it.each([
    ["password", true],
    ["newPassword", true],
    ["smtp_pass", false],
    ["pass", true],
    ["apiKey", true],
    ["api_key", true],
    ["X-Api-Key", true],
    ["resetToken", true],
    ["access_token", true],
    ["clientSecret", true],
    ["Authorization", true],
    ["cookie", true],
    ["sessionId", true],
    ["cardNumber", true],
    ["card_number", true],
    ["pan", true],
    ["cvv", true],
    ["pin", true],
    ["key", true],
    ["accountNumber", true],
    ["postbackId", false],
    ["batchId", false],
    ["itemIds", false],
    ["storageKey", false],
    ["company", false],
    ["panel", false],
  ])("%s → %s", (key, secret) => {
    expect(isSecretKey(key)).toBe(secret);
  });
});

describe("redactText", () => {
  it.each([
    ["connect ECONNREFUSED 127.0.0.1:2525", "connect ECONNREFUSED 127.0.0.1:2525"],
    ["login failed for smtps://mailer:hunter2@mail.example.com:465", `login failed for smtps://${REDACTED}@mail.example.com:465`],
    ["GET https://sis.test/post?token=abc123&school=5 failed", `GET https://sis.test/post?token=${REDACTED}&school=5 failed`],
    ['body {"password":"hunter2","name":"Ann"}', `body {"password":"${REDACTED}","name":"Ann"}`],
    ["api_key: sk_live_123 was refused", `api_key: ${REDACTED} was refused`],
    ["Authorization: Bearer eyJhbGciOi.payload.sig", `Authorization: ${REDACTED} ${REDACTED}`],
    ["sent header Bearer eyJhbGciOi.payload.sig", `sent header Bearer ${REDACTED}`],
    ["card 4111 1111 1111 1111 declined", `card ${REDACTED} declined`],
    ["card 4111-1111-1111-1111 declined", `card ${REDACTED} declined`],
    ["card 4111111111111111 declined", `card ${REDACTED} declined`],
    // Not Luhn-valid: an order number or a timestamp stays.
    ["order 4111111111111112 failed", "order 4111111111111112 failed"],
    ["postback 42 failed with status 500", "postback 42 failed with status 500"],
  ])("%s", (input, expected) => {
    expect(redactText(input)).toBe(expected);
  });
});

describe("redactSecrets", () => {
  it("redacts secret keys at any depth, strings inside, and leaves the rest and the input alone", () => {
    const data = {
      postbackId: 7,
      headers: { Authorization: "Basic dXNlcjpwYXNz", accept: "application/json" },
      payer: { name: "Ann", cardNumber: "4111111111111111", cvv: 123 },
      notes: ["retry with password=abc", null, 3, true],
      nested: [{ apiKey: { id: 1 } }],
    };
    const copy = structuredClone(data);
    expect(redactSecrets(data)).toEqual({
      postbackId: 7,
      headers: { Authorization: REDACTED, accept: "application/json" },
      payer: { name: "Ann", cardNumber: REDACTED, cvv: REDACTED },
      notes: [`retry with password=${REDACTED}`, null, 3, true],
      nested: [{ apiKey: REDACTED }],
    });
    expect(data).toEqual(copy);
  });

  it.each([[null], [undefined], [42], [false], ["plain"]])("passes %s through", (value) => {
    expect(redactSecrets(value)).toBe(value);
  });
});

describe("failedJobErrorLine", () => {
  it.each([
    [{ name: "Error", message: "SIS answered 500", stack: "Error: SIS answered 500\n    at post (sis.ts:1)" }, "SIS answered 500"],
    [{ value: { message: "job failed by timeout in active state" } }, "job failed by timeout in active state"],
    [{ message: "first line\nsecond line" }, "first line"],
    [{ message: "auth failed: password=hunter2" }, `auth failed: password=${REDACTED}`],
    [{ code: 7 }, '{"code":7}'],
    ["plain text", "plain text"],
    [null, "No error recorded."],
    [{ message: "x".repeat(300) }, `${"x".repeat(199)}…`],
  ])("%j → %s", (output, line) => {
    expect(failedJobErrorLine(output)).toBe(line);
  });
});
