import path from "node:path";
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import { layerPatterns, layersPlugin, TEST_FILES } from "./layers.js";

/**
 * typescript-eslint's parser asks where the TypeScript projects are rooted when one ESLint run
 * sees several packages' configs (`npm run lint:code` lints the repository in one process). The
 * rules here use no type information, so the repository's root answers for every package.
 */
const REPO_ROOT = path.resolve(import.meta.dirname, "../..");

/**
 * Shared lint rules. `layer` names the package and which of our packages it may import
 * (layers.js); `restrictImports` adds patterns of its own (validators import only zod; domain
 * only its own libraries).
 */
export function baseConfig({ layer, restrictImports = [] } = {}) {
  const restricted = (tests) => {
    const patterns = [...(layer ? layerPatterns(layer.name, layer, tests) : []), ...restrictImports];
    return patterns.length ? { "no-restricted-imports": ["error", { patterns }] } : {};
  };
  return tseslint.config(
    { ignores: ["dist/**", "build/**", "src/generated/**", "node_modules/**", "*.config.*"] },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    {
      files: ["**/*.{ts,tsx}"],
      languageOptions: { parserOptions: { tsconfigRootDir: REPO_ROOT } },
      plugins: { paydesk: layersPlugin },
      rules: {
        "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
        "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
        "no-console": ["error", { allow: ["warn", "error"] }],
        eqeqeq: ["error", "smart"],
        "paydesk/no-cross-package-relative": "error",
        ...restricted(false),
      },
    },
    { files: TEST_FILES, rules: restricted(true) },
  );
}

export default baseConfig();
