/** The page's menu entry path (control menu); the route adds the spec's `/*`. */
export const EXPORT_FORMAT_PATH = "company/:companyId/ftp-account/files";
