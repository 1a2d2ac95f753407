/** The test order now lives in the tests package (contract tests use it too); kept here for existing imports. */
export { createTestOrder, type TestOrder } from "@paydesk/tests/orders";
