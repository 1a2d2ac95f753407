import { baseConfig } from "@paydesk/eslint-config/base";

// Validators are shared with the browser: they may import zod and each other, nothing else.
export default baseConfig({
  layer: { name: "validators" },
  restrictImports: [{ regex: "^(?!zod$|zod/|vitest$|\\.{1,2}/).*", message: "validators import only zod" }],
});
