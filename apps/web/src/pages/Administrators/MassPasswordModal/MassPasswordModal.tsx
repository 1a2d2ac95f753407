import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Code,
  CopyButton,
  Group,
  Loader,
  Modal,
  PasswordInput,
  Progress,
  Radio,
  ScrollArea,
  Stack,
  Text,
  ThemeIcon,
} from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { ZMassPasswordFields, type TMassPasswordFields, type TModule } from "@paydesk/validators";
import { IconAlertTriangle, IconCheck, IconClock, IconCopy, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { PasswordStrengthMeter } from "../../../components/PasswordStrengthMeter/index.ts";
import { errorMessage } from "../../../lib/errors.ts";
import { trpcClient } from "../../../trpc.ts";
import type { AdminRow } from "../features.ts";

type Status = "waiting" | "running" | "success" | "failure";

interface Outcome {
  status: Status;
  password?: string;
  emailed?: boolean;
  /** Why it failed, or why the e-mail could not go ('Coult not send e-mail.'). */
  message?: string | null;
}

interface MassPasswordModalProps {
  opened: boolean;
  module: TModule;
  /** The administrators whose passwords change, in the order they are shown. */
  admins: readonly AdminRow[];
  onClose: () => void;
  /** Called once every change has been tried (the list refreshes and the selection clears). */
  onFinished?: () => void;
}

const EMPTY: TMassPasswordFields = {
  passwordMode: "generate",
  password: "",
  password2: "",
  sendEmail: true,
  requireChange: true,
};

/**
 * The mass password change (docs/product/accounts-and-roles.md): choose how, then each
 * administrator is shown in progress and then as changed or failed, one request at a time; a
 * summary log opens at the end. Also the control module's dialog for one administrator's password.
 */
export function MassPasswordModal({ opened, module, admins, onClose, onFinished }: MassPasswordModalProps) {
  const [phase, setPhase] = useState<"options" | "running" | "done">("options");
  const [outcomes, setOutcomes] = useState<Record<number, Outcome>>({});
  const form = useForm<TMassPasswordFields>({
    mode: "controlled",
    initialValues: EMPTY,
    validate: schemaResolver(ZMassPasswordFields, { sync: true }),
    validateInputOnBlur: ["password", "password2"],
  });

  const single = admins.length === 1;
  const close = () => {
    if (phase === "running") return;
    onClose();
    // Start over next time it opens.
    setPhase("options");
    setOutcomes({});
    form.reset();
  };

  async function run(values: TMassPasswordFields) {
    setPhase("running");
    setOutcomes(Object.fromEntries(admins.map((a) => [a.id, { status: "waiting" } satisfies Outcome])));
    const update = (id: number, outcome: Outcome) => setOutcomes((previous) => ({ ...previous, [id]: outcome }));
    for (const admin of admins) {
      update(admin.id, { status: "running" });
      try {
        const result = await trpcClient.administrators.setPassword.mutate({
          module,
          userId: admin.id,
          passwordMode: values.passwordMode,
          password: values.passwordMode === "manual" ? values.password : undefined,
          sendEmail: values.sendEmail,
          requireChange: values.requireChange,
        });
        update(admin.id, { status: "success", password: result.password, emailed: result.emailed, message: result.emailError });
      } catch (error) {
        update(admin.id, { status: "failure", message: errorMessage(error) });
      }
    }
    setPhase("done");
    onFinished?.();
  }

  const done = Object.values(outcomes).filter((o) => o.status === "success" || o.status === "failure").length;
  const succeeded = admins.filter((a) => outcomes[a.id]?.status === "success");
  const failed = admins.filter((a) => outcomes[a.id]?.status === "failure");
  const showPasswords = form.values.passwordMode === "generate";
  const title = single ? `Set a new password for ${admins[0]!.name}` : `Change the passwords of ${admins.length} administrators`;

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      size="lg"
      closeOnClickOutside={phase !== "running"}
      closeOnEscape={phase !== "running"}
      withCloseButton={phase !== "running"}
    >
      {phase === "options" ? (
        <form noValidate onSubmit={form.onSubmit(run)}>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {single
                ? `${admins[0]!.email} will be signed out everywhere and will need the new password to sign in.`
                : "Each administrator will be signed out everywhere and will need the new password to sign in."}
            </Text>
            <Radio.Group label="New password" {...form.getInputProps("passwordMode")}>
              <Stack gap="xs" mt={6}>
                <Radio
                  value="generate"
                  label={single ? "Generate a strong password" : "Generate a different strong password for each"}
                />
                <Radio value="manual" label={single ? "Type a password" : "Type one password for all of them"} />
              </Stack>
            </Radio.Group>
            {form.values.passwordMode === "manual" && (
              <>
                <Stack gap={6}>
                  <PasswordInput label="Password" autoComplete="new-password" {...form.getInputProps("password")} />
                  <PasswordStrengthMeter password={form.values.password} userInputs={[]} />
                </Stack>
                <PasswordInput label="Confirm password" autoComplete="new-password" {...form.getInputProps("password2")} />
              </>
            )}
            <Checkbox
              label="E-mail the new password"
              description="Sent to each administrator's e-mail address."
              {...form.getInputProps("sendEmail", { type: "checkbox" })}
            />
            <Checkbox
              label="Require a new password at next sign-in"
              {...form.getInputProps("requireChange", { type: "checkbox" })}
            />
            <Group justify="flex-end" mt="xs">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit">{single ? "Set password" : "Change passwords"}</Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Stack gap="md">
          <div>
            <Group justify="space-between" mb={6}>
              <Text size="sm" fw={600} data-testid="mass-progress-label">
                {phase === "done" ? "Finished:" : "Changing passwords…"} {done} of {admins.length} done
              </Text>
            </Group>
            <Progress value={(done / admins.length) * 100} animated={phase === "running"} aria-label="Progress" />
          </div>
          <ScrollArea.Autosize mah={320}>
            <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-label="Administrators">
              {admins.map((admin) => (
                <ProgressRow
                  key={admin.id}
                  admin={admin}
                  outcome={outcomes[admin.id] ?? { status: "waiting" }}
                  showPassword={showPasswords}
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
          {phase === "done" && (
            <SummaryLog
              admins={admins}
              outcomes={outcomes}
              succeeded={succeeded.length}
              failed={failed.length}
              showPasswords={showPasswords}
            />
          )}
          <Group justify="flex-end">
            <Button onClick={close} disabled={phase === "running"}>
              Close
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

const STATUS_LABELS: Record<Status, string> = {
  waiting: "Waiting",
  running: "In progress",
  success: "Changed",
  failure: "Failed",
};

function StatusIcon({ status }: { status: Status }) {
  if (status === "running") return <Loader size={18} aria-hidden />;
  const [color, icon] =
    status === "success"
      ? ["teal", <IconCheck key="i" size={13} stroke={3} />]
      : status === "failure"
        ? ["red", <IconX key="i" size={13} stroke={3} />]
        : ["gray", <IconClock key="i" size={13} />];
  return (
    <ThemeIcon size={18} radius="xl" color={color} variant={status === "waiting" ? "light" : "filled"} aria-hidden>
      {icon}
    </ThemeIcon>
  );
}

function ProgressRow({ admin, outcome, showPassword }: { admin: AdminRow; outcome: Outcome; showPassword: boolean }) {
  return (
    <Group
      component="li"
      gap="sm"
      wrap="nowrap"
      align="flex-start"
      data-testid="mass-row"
      data-status={outcome.status}
      aria-label={`${admin.name}: ${STATUS_LABELS[outcome.status]}`}
    >
      <div style={{ paddingTop: 2 }}>
        <StatusIcon status={outcome.status} />
      </div>
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Text size="sm" fw={600} truncate>
            {admin.name}{" "}
            <Text span c="dimmed" fw={400}>
              {admin.email}
            </Text>
          </Text>
          <Badge
            size="sm"
            variant="light"
            color={outcome.status === "success" ? "teal" : outcome.status === "failure" ? "red" : "gray"}
            data-testid="mass-row-status"
          >
            {STATUS_LABELS[outcome.status]}
          </Badge>
        </Group>
        {outcome.status === "success" && showPassword && outcome.password && (
          <Text size="xs">
            New password: <Code data-testid="mass-row-password">{outcome.password}</Code>
          </Text>
        )}
        {outcome.status === "success" && outcome.emailed && (
          <Text size="xs" c="dimmed">
            E-mailed to {admin.email}
          </Text>
        )}
        {outcome.message && (
          <Text size="xs" c={outcome.status === "failure" ? "red" : "orange"} data-testid="mass-row-message">
            {outcome.message}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

function logLine(admin: AdminRow, outcome: Outcome | undefined, showPasswords: boolean): string {
  const who = `${admin.name} <${admin.email}>`;
  if (outcome?.status !== "success") return `FAILED   ${who}: ${outcome?.message ?? "not tried"}`;
  const details = [
    showPasswords && outcome.password ? `password ${outcome.password}` : null,
    outcome.emailed ? "e-mailed" : null,
    outcome.message ?? null,
  ].filter(Boolean);
  return `CHANGED  ${who}${details.length ? ` (${details.join("; ")})` : ""}`;
}

interface SummaryLogProps {
  admins: readonly AdminRow[];
  outcomes: Record<number, Outcome>;
  succeeded: number;
  failed: number;
  showPasswords: boolean;
}

/** The log that opens at the end: one line per administrator, to keep or hand on. */
function SummaryLog({ admins, outcomes, succeeded, failed, showPasswords }: SummaryLogProps) {
  const log = admins.map((a) => logLine(a, outcomes[a.id], showPasswords)).join("\n");
  const allGood = failed === 0;
  return (
    <Stack gap="xs" data-testid="mass-summary">
      <Alert
        color={allGood ? "teal" : "orange"}
        variant="light"
        icon={allGood ? <IconCheck size={18} aria-hidden /> : <IconAlertTriangle size={18} aria-hidden />}
        title="Summary"
      >
        <span data-testid="mass-summary-counts">
          {succeeded} changed, {failed} failed.
        </span>{" "}
        {showPasswords && succeeded > 0 && "Generated passwords are shown only now: copy the log before closing."}
      </Alert>
      <Code block data-testid="mass-summary-log" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
        {log}
      </Code>
      <Group justify="flex-end">
        <CopyButton value={log}>
          {({ copied, copy }) => (
            <Button
              size="xs"
              variant="light"
              color={copied ? "teal" : undefined}
              leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
              onClick={copy}
            >
              {copied ? "Copied" : "Copy log"}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
