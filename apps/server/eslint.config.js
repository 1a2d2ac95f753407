import { baseConfig } from "@paydesk/eslint-config/base";

// The server wires the API, services and database together; it never imports the web app's code.
export default baseConfig({ layer: { name: "server", may: ["api", "services", "db", "domain", "validators"] } });
