import { baseConfig } from "@paydesk/eslint-config/base";

// Validators are shared with the browser: they may import zod and each other, nothing else.
export default baseConfig({
  restrictImports: [{ regex: "^(?!zod$|zod/|\\.{1,2}/).*", message: "validators import only zod" }],
});
