import { baseConfig } from "@paydesk/eslint-config/base";

// The typed client for tools knows the API by its types only.
export default baseConfig({ layer: { name: "client", typesFrom: ["api"] } });
