import { Alert, List, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconCheck, IconInfoCircle } from "@tabler/icons-react";
import { useLocation, useSearchParams } from "react-router";
import type { NOTICE_PARAMS } from "../types.ts";

/** An item the draft check kept in draft, and why (docs/product/items-and-fees.md, Readiness). */
export interface DraftProblem {
  code: string;
  title: string;
  messages: string[];
}

/** Handed from the "Remove draft" action to the list it lands on (`navigate(…, { state })`). */
export interface DraftCheckState {
  draftProblems?: DraftProblem[];
}

/**
 * The notices a list shows on arrival (docs/product/items-and-fees.md): drafts saved
 * (`?drafts_added=true`), drafts checked (`?drafts_updated=true`, with the items that are still
 * drafts and why), and a cancelled edit (`?cancel_action=discard`). Closing a notice takes its
 * parameter off the address.
 */
export function Notices() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const problems = (location.state as DraftCheckState | null)?.draftProblems ?? [];

  const dismiss = (name: (typeof NOTICE_PARAMS)[number]) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(name);
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap="sm">
      {params.get("drafts_added") === "true" && (
        <Alert
          color="teal"
          variant="light"
          icon={<IconCheck size={18} aria-hidden />}
          withCloseButton
          onClose={() => dismiss("drafts_added")}
          data-testid="notice-drafts-added"
        >
          The selected items were saved as drafts. They stay inactive and hidden until they leave draft state.
        </Alert>
      )}
      {params.get("drafts_updated") === "true" && (
        <Alert
          color={problems.length ? "yellow" : "teal"}
          variant="light"
          icon={problems.length ? <IconAlertTriangle size={18} aria-hidden /> : <IconCheck size={18} aria-hidden />}
          withCloseButton
          onClose={() => dismiss("drafts_updated")}
          data-testid="notice-drafts-updated"
        >
          <Text size="sm">
            Draft status was removed from the items that passed the readiness check. Turn them on with their Active and Visible
            switches.
          </Text>
          {problems.length > 0 && (
            <>
              <Text size="sm" fw={600} mt="xs">
                {problems.length === 1 ? "This item is still a draft:" : `These ${problems.length} items are still drafts:`}
              </Text>
              <List size="sm" spacing={4} mt={4}>
                {problems.map((problem) => (
                  <List.Item key={problem.code} data-testid="draft-problem" data-code={problem.code}>
                    <Text span fw={600} size="sm">
                      {problem.title}
                    </Text>
                    : {problem.messages.join(" ")}
                  </List.Item>
                ))}
              </List>
            </>
          )}
        </Alert>
      )}
      {params.get("cancel_action") === "discard" && (
        <Alert
          color="blue"
          variant="light"
          icon={<IconInfoCircle size={18} aria-hidden />}
          withCloseButton
          onClose={() => dismiss("cancel_action")}
          data-testid="notice-discarded"
        >
          Your changes were discarded.
        </Alert>
      )}
    </Stack>
  );
}
