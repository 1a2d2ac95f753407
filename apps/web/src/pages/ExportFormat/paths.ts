/**
 * The page's menu entry path (control menu); the route adds the product's `/*`
 * (docs/product/students-and-groups.md).
 */
export const EXPORT_FORMAT_PATH = "company/:companyId/ftp-account/files";
