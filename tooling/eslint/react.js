import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import { baseConfig } from "./base.js";

export function reactConfig(options = {}) {
  return tseslint.config(...baseConfig(options), {
    files: ["**/*.tsx", "**/*.ts"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  });
}

export default reactConfig();
