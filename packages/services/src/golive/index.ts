export { goLiveChecklistFor, saveGoLiveStep, type GoLiveChecklist } from "./checklist.ts";
