import js from "@eslint/js";
import tseslint from "typescript-eslint";

/**
 * Shared lint rules. `restrictImports` lets a package forbid imports that would break the
 * layering (validators import only zod; the browser bundle never pulls server code).
 */
export function baseConfig({ restrictImports = [] } = {}) {
  return tseslint.config(
    { ignores: ["dist/**", "build/**", "src/generated/**", "node_modules/**", "*.config.*"] },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    {
      files: ["**/*.{ts,tsx}"],
      rules: {
        "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
        "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
        "no-console": ["error", { allow: ["warn", "error"] }],
        eqeqeq: ["error", "smart"],
        ...(restrictImports.length
          ? { "no-restricted-imports": ["error", { patterns: restrictImports }] }
          : {}),
      },
    },
  );
}

export default baseConfig();
