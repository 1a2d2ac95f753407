import { baseConfig } from "@paydesk/eslint-config/base";

// The database package is the bottom layer: nothing of ours.
export default baseConfig({ layer: { name: "db" } });
