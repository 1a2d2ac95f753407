/** How long a batch is kept after its last change: long enough to come back to a staged file. */
export const UPLOAD_RETENTION_DAYS = 7;
