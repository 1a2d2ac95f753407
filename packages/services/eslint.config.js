import { baseConfig } from "@paydesk/eslint-config/base";

// Services do the work below the API: never the API, the server, the web app or the client.
export default baseConfig({ layer: { name: "services", may: ["db", "domain", "validators"] } });
