import { reactConfig } from "@paydesk/eslint-config/react";

// The browser bundle never pulls server code: only types may come from the API, services or db.
export default reactConfig({
  restrictImports: [
    {
      group: ["@paydesk/api", "@paydesk/api/*", "@paydesk/services", "@paydesk/services/*", "@paydesk/db", "@paydesk/db/*"],
      allowTypeImports: true,
      message: "Browser code may only import types from the server packages.",
    },
  ],
});
