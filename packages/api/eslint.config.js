import { baseConfig } from "@paydesk/eslint-config/base";

// Procedures reach the database only through services; db is a source of types here.
export default baseConfig({ layer: { name: "api", may: ["services", "domain", "validators"], typesFrom: ["db"] } });
