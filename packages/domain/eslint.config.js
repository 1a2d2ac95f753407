import { baseConfig } from "@paydesk/eslint-config/base";

// Domain logic is pure and shared with the browser: validators and its own libraries only.
export default baseConfig({
  layer: { name: "domain", may: ["validators"] },
  restrictImports: [
    { regex: "^(?!@paydesk/|@zxcvbn-ts/|vitest$|\\.{1,2}/).*", message: "domain imports only validators and its own libraries (@zxcvbn-ts): no I/O" },
  ],
});
