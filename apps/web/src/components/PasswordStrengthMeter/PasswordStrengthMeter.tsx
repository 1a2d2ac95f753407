import { Box, Group, SimpleGrid, Skeleton, Text, ThemeIcon, VisuallyHidden } from "@mantine/core";
import type { PasswordStrength as Strength } from "@paydesk/domain/password-strength";
import { IconCheck, IconMinus } from "@tabler/icons-react";
import classes from "./PasswordStrengthMeter.module.css";
import { usePasswordStrength } from "./usePasswordStrength.ts";

/**
 * Five levels (docs/product/accounts-and-roles.md): the colour follows the score, the text is the
 * product's label.
 */
const LEVEL_COLORS = ["red", "red", "yellow", "teal", "green"] as const;
const LEVELS = 5;

const CHECKS: { key: keyof Pick<Strength, "hasUpper" | "hasLower" | "hasDigit" | "hasSymbol">; label: string; testId: string }[] = [
  { key: "hasUpper", label: "Upper case letter", testId: "strength-upper" },
  { key: "hasLower", label: "Lower case letter", testId: "strength-lower" },
  { key: "hasDigit", label: "Digit", testId: "strength-digit" },
  { key: "hasSymbol", label: "Symbol", testId: "strength-symbol" },
];

interface PasswordStrengthProps {
  password: string;
  /** Words that make a password guessable for this user (their name, e-mail). */
  userInputs: readonly string[];
}

/**
 * The meter is drawn whole from the first paint: while its scorer loads (a chunk of its own), the
 * bars rest grey and the line that will name the strength holds a placeholder, so nothing below
 * the meter moves when the figures arrive (a checkbox under it would move while being clicked).
 */
export function PasswordStrengthMeter({ password, userInputs }: PasswordStrengthProps) {
  const strength = usePasswordStrength(password, userInputs);

  // An empty password lights no bar; any password lights at least the first.
  const lit = strength && password ? strength.score + 1 : 0;
  const color = strength ? LEVEL_COLORS[strength.score] : "gray";

  return (
    <Box className={classes.meter} data-testid="strength-meter" data-score={strength && password ? strength.score : undefined}>
      <Group gap={4} grow aria-hidden>
        {Array.from({ length: LEVELS }, (_, i) => (
          <Box
            key={i}
            className={classes.bar}
            bg={i < lit ? `var(--mantine-color-${color}-6)` : "var(--mantine-color-gray-2)"}
          />
        ))}
      </Group>
      <Text component="div" size="sm" mt={6} aria-live="polite">
        {strength ? (
          <>
            Password strength:{" "}
            <Text span fw={700} c={password ? color : "dimmed"} data-testid="strength-label">
              {strength.label}
            </Text>
          </>
        ) : (
          <Skeleton
            className={classes.pending}
            height="1em"
            width="14em"
            radius="sm"
            role="status"
            aria-label="Loading the strength meter"
          />
        )}
      </Text>
      <SimpleGrid component="ul" cols={2} spacing={4} verticalSpacing={4} mt={6} className={classes.checks} aria-label="Character types">
        {CHECKS.map((check) => {
          const present = strength ? strength[check.key] : undefined;
          return (
            <Group component="li" key={check.key} gap={6} wrap="nowrap" data-testid={check.testId} data-present={present}>
              <ThemeIcon size={16} radius="xl" color={present ? "teal" : "gray"} variant={present ? "filled" : "light"} aria-hidden>
                {present ? <IconCheck size={11} stroke={3} /> : <IconMinus size={11} stroke={3} />}
              </ThemeIcon>
              <Text size="sm" c={present ? undefined : "dimmed"}>
                {check.label}
                {present !== undefined && <VisuallyHidden>{present ? ": present" : ": missing"}</VisuallyHidden>}
              </Text>
            </Group>
          );
        })}
      </SimpleGrid>
    </Box>
  );
}
