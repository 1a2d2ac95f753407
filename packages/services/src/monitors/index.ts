export { countMonitorsInError } from "./in-error.ts";
export { acknowledgeMonitor, getMonitor, listMonitors, saveMonitor, type MonitorMatchView, type MonitorView } from "./manage.ts";
export { runAllMonitors, runMonitor, type MonitorRunResult } from "./run.ts";
export { MONITOR_RUN_QUEUE, monitorRunCron, registerMonitorWork, startMonitorRunQueue } from "./jobs.ts";
