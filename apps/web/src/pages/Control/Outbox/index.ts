export { OutboxPage } from "./OutboxPage.tsx";
