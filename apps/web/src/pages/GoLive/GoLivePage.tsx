import { Badge, Card, Checkbox, Group, Progress, Stack, Text } from "@mantine/core";
import type { AppRouter, inferRouterOutputs } from "@paydesk/api";
import type { TModule } from "@paydesk/validators";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { MenuGate } from "../../components/MenuGate/index.ts";
import { PageHeader } from "../../components/PageHeader/index.ts";
import { QueryStates } from "../../components/QueryStates/index.ts";
import { errorMessage } from "../../lib/errors.ts";
import { notifyError } from "../../lib/notify.tsx";
import { hasPermission, type Session } from "../../lib/session.ts";
import { trpc } from "../../trpc.ts";

type Step = inferRouterOutputs<AppRouter>["goLive"]["list"]["steps"][number];

/** `/{module}/promote/glsteps`: the steps to go live; each manual one saved as soon as it is ticked. */
export function GoLivePage() {
  return <MenuGate path="promote/glsteps">{(session, module) => <GoLive module={module} session={session} />}</MenuGate>;
}

function GoLive({ module, session }: { module: TModule; session: Session }) {
  const queryClient = useQueryClient();
  const listKey = trpc.goLive.list.queryKey({ module });
  const checklist = useQuery(trpc.goLive.list.queryOptions({ module }));
  const save = useMutation(
    trpc.goLive.save.mutationOptions({
      // The tick shows at once; the answer (the whole checklist after the change) then replaces it.
      onMutate: async ({ name, completed }) => {
        await queryClient.cancelQueries({ queryKey: listKey });
        queryClient.setQueryData(
          listKey,
          (current) =>
            current && {
              ...current,
              steps: current.steps.map((step) =>
                step.name === name ? { ...step, completed: completed ?? !step.completed } : step,
              ),
            },
        );
      },
      onSuccess: (result) => queryClient.setQueryData(listKey, result.checklist),
      onError: (error) => {
        notifyError(errorMessage(error));
        void queryClient.invalidateQueries({ queryKey: listKey });
      },
    }),
  );
  // The server asks for promote.manage to save; a reader sees the list without ticking.
  const mayTick = hasPermission(session, "promote.manage");

  return (
    <Stack gap="lg" maw={880}>
      <PageHeader title="Go-live checklist" description="What to do before you take payments. Ticks are saved as you go." />
      <QueryStates query={checklist} rows={8}>
        {({ steps, progress }) => (
          <Card padding="lg">
            <Stack gap="md">
              <Stack gap={4}>
                <Text size="sm" id="golive-progress-label">
                  {progress}% done
                </Text>
                <Progress.Root>
                  <Progress.Section value={progress} aria-label="Go-live progress" />
                </Progress.Root>
              </Stack>
              {steps.map((step) => (
                <StepRow
                  key={step.name}
                  step={step}
                  disabled={!mayTick || (save.isPending && save.variables?.name === step.name)}
                  onChange={(completed) => save.mutate({ module, name: step.name, type: step.type, completed })}
                />
              ))}
            </Stack>
          </Card>
        )}
      </QueryStates>
    </Stack>
  );
}

function StepRow({ step, disabled, onChange }: { step: Step; disabled: boolean; onChange: (completed: boolean) => void }) {
  const computed = step.type === "auto";
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" data-testid="golive-step" data-step={step.name}>
      <Checkbox
        checked={step.completed}
        // Computed steps follow the account's data: they say so instead of taking a tick.
        disabled={computed || disabled}
        onChange={(event) => onChange(event.currentTarget.checked)}
        label={step.label}
        description={step.description}
      />
      {computed && (
        <Badge variant="light" color={step.completed ? "teal" : "gray"} style={{ flexShrink: 0 }}>
          {step.completed ? "Done: from your data" : "Checked from your data"}
        </Badge>
      )}
    </Group>
  );
}
