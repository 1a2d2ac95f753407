import { baseConfig } from "@paydesk/eslint-config/base";

// Tests and benchmarks use every package.
export default baseConfig({ layer: { name: "tests", may: ["api", "client", "db", "domain", "server", "services", "validators", "web"] } });
