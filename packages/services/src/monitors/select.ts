/** The columns of a monitor its rules and its run read: the list, the edit screen and the run share them. */
export const MONITOR_RULE_SELECT = {
  id: true,
  companyId: true,
  hasProcess: true,
  processPattern: true,
  infoQueries: true,
  errorQueries: true,
  contactEmail: true,
  contact2Email: true,
} as const;
