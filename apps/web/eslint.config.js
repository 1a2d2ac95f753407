import { reactConfig } from "@paydesk/eslint-config/react";

// The browser bundle never pulls server code: validators and domain, and only types from the API.
export default reactConfig({ layer: { name: "web", may: ["validators", "domain"], typesFrom: ["api"] } });
