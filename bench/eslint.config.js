export { default } from "@paydesk/eslint-config/base";
