/** A failed schema parse as a Mantine form's errors: each top-level field's first message. */
export function schemaErrors(
  error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] },
  fallbackField: string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[String(issue.path[0] ?? fallbackField)] ??= issue.message;
  return errors;
}
