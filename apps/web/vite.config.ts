import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/** In development the API runs on its own (`npm run dev -w @paydesk/server`, port 3000). */
const API = "http://localhost:3000";

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      "/trpc": API,
      // GET /login is the sign-in page of this app; the REST shim only answers POST.
      "/login": { target: API, bypass: (req) => (req.method === "GET" ? req.url : undefined) },
      "/logout": API,
      "/healthz": API,
      "/api": API,
      "/images": API,
      "/pay/item-image": API,
    },
  },
  build: {
    outDir: "dist",
    // Maps are written for debugging but not referenced from the served files.
    sourcemap: "hidden",
    // The password strength dictionaries (zxcvbn) are one large chunk, loaded only on the
    // password screen; every other chunk stays under the default limit.
    chunkSizeWarningLimit: 1800,
    rolldownOptions: {
      output: {
        // Libraries change less often than our code: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: "mantine", test: /node_modules[\\/](@mantine[\\/](?!tiptap)|@floating-ui|react-transition-group|react-remove-scroll|react-number-format|clsx|tabbable|@tabler)/ },
            { name: "data", test: /node_modules[\\/](@tanstack|@trpc|superjson|copy-anything|is-what|zod)[\\/]/ },
            // The rich-text editor is large and only the builder needs it: it must not ride in the mantine chunk. Last, so the
            // groups above claim the shared libraries it depends on (a group takes its dependencies too).
            { name: "editor", test: /node_modules[\\/](@tiptap|prosemirror-|@mantine[\\/]tiptap|orderedmap|rope-sequence|w3c-keyname|linkifyjs|markdown-it)/ },
          ],
        },
      },
    },
  },
});
