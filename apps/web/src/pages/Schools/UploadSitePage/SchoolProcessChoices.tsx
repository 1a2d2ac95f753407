import { Checkbox, Group, PasswordInput, Radio, Stack } from "@mantine/core";
import { MIN_PASSWORD_LENGTH, PASSWORD_MESSAGES, type TSchoolsProcessOptionsInput } from "@paydesk/validators";

export interface SchoolProcessChoice {
  welcomeEmail: boolean;
  passwordMode: "generate" | "manual";
  password: string;
}

export const DEFAULT_SCHOOL_PROCESS_CHOICE: SchoolProcessChoice = { welcomeEmail: true, passwordMode: "generate", password: "" };

/** The process options the choices stand for (validators' ZSchoolsProcessOptions). */
export function schoolProcessOptions(choice: SchoolProcessChoice): TSchoolsProcessOptionsInput {
  return {
    welcomeEmail: choice.welcomeEmail,
    password: choice.passwordMode === "manual" ? { passwordMode: "manual", password: choice.password } : { passwordMode: "generate" },
  };
}

/**
 * welcome_email and password_mode (docs/product/uploads.md, Schools): whether each new master
 * administrator gets a welcome e-mail, and whether their first password is generated (one each) or
 * typed here (the same for all). Either way they choose their own at first sign-in.
 */
export function SchoolProcessChoices({ value, onChange }: { value: SchoolProcessChoice; onChange: (next: SchoolProcessChoice) => void }) {
  const tooShort = value.passwordMode === "manual" && value.password.length > 0 && value.password.length < MIN_PASSWORD_LENGTH;
  return (
    <Stack gap="sm">
      <Checkbox
        label="Send each master administrator a welcome e-mail with how to sign in"
        checked={value.welcomeEmail}
        onChange={(event) => onChange({ ...value, welcomeEmail: event.currentTarget.checked })}
        data-testid="school-welcome-email"
      />
      <Radio.Group
        label="Master administrators' first password"
        value={value.passwordMode}
        onChange={(mode) => onChange({ ...value, passwordMode: mode === "manual" ? "manual" : "generate" })}
      >
        <Group mt={6}>
          <Radio value="generate" label="Generate one for each" />
          <Radio value="manual" label="Set one password for all" data-testid="school-password-manual" />
        </Group>
      </Radio.Group>
      {value.passwordMode === "manual" && (
        <PasswordInput
          label="Password"
          maw={320}
          value={value.password}
          onChange={(event) => onChange({ ...value, password: event.currentTarget.value })}
          error={tooShort ? PASSWORD_MESSAGES.tooShort : undefined}
          autoComplete="new-password"
          data-testid="school-password"
        />
      )}
    </Stack>
  );
}
