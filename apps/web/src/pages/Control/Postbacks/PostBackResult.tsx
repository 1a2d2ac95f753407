import { Alert, Stack } from "@mantine/core";
import { POSTBACK_MESSAGES } from "@paydesk/validators";
import { IconAlertTriangle, IconCircleCheck } from "@tabler/icons-react";
import { CurlLog } from "./CurlLog.tsx";

/**
 * What a post back answered: accepted, or the product's "Postback Failed. Additional information."
 * with the SIS's reason and the curl log (docs/product/control-area.md).
 */
export function PostBackResult({ result }: { result: { error: string | null; curlLog: string } }) {
  if (result.error === null) {
    return (
      <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} title={POSTBACK_MESSAGES.posted} data-testid="postback-result">
        The student information system accepted it.
      </Alert>
    );
  }
  return (
    <Stack gap="xs" data-testid="postback-result">
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={POSTBACK_MESSAGES.postbackFailed}>
        {result.error}
      </Alert>
      <CurlLog log={result.curlLog} />
    </Stack>
  );
}
