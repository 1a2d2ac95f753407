import {
  Alert,
  Avatar,
  Badge,
  Box,
  Group,
  Highlight,
  Kbd,
  Loader,
  Modal,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  UnstyledButton,
  VisuallyHidden,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { AppRouter, inferRouterOutputs } from "@paydesk/api";
import { TYPEAHEAD_DEBOUNCE_MS, type TModule } from "@paydesk/validators";
import { IconArrowRight, IconBuildingCommunity } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState, type KeyboardEvent } from "react";
import { errorMessage } from "../../lib/errors.ts";
import { trpc } from "../../trpc.ts";
import classes from "./ChangeSiteModal.module.css";
import { useStartQuickLogin } from "./useQuickLogin.ts";
import { SearchField } from "../SearchField/index.ts";

type Option = inferRouterOutputs<AppRouter>["masquerade"]["search"][number];

interface ChangeSiteModalProps {
  opened: boolean;
  onClose: () => void;
  /** The module the list is opened from (the legacy /{module}/masquerade/search). */
  module: TModule;
  /** Already acting as someone: choosing switches to the new target, the real user stays. */
  masquerading: boolean;
}

function optionKey(option: Option): string {
  return option.target.target === "user" ? `user-${option.target.userId}` : `company-${option.target.companyId}`;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join("");
}

/**
 * The quick-login change-site list: search sites and administrators within reach and act as one
 * of them; searching waits 175 ms after the last key (docs/product/accounts-and-roles.md).
 */
export function ChangeSiteModal({ opened, onClose, module, masquerading }: ChangeSiteModalProps) {
  const [term, setTerm] = useState("");
  const [searchKey] = useDebouncedValue(term.trim(), TYPEAHEAD_DEBOUNCE_MS);
  const results = useQuery({
    ...trpc.masquerade.search.queryOptions({ module, searchKey }),
    enabled: opened,
    placeholderData: keepPreviousData,
    // A refusal is shown in the list, not as the whole page's access-denied screen.
    throwOnError: false,
  });
  const quickLogin = useStartQuickLogin(masquerading);
  const options = useMemo(() => results.data ?? [], [results.data]);
  const choosable = useMemo(() => options.filter((o) => !o.unavailableReason), [options]);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const [chosenKey, setChosenKey] = useState<string | null>(null);

  // The first choosable option is active after every new answer, so Enter picks the best match.
  useEffect(() => setActiveKey(choosable[0] ? optionKey(choosable[0]) : null), [choosable]);

  const close = () => {
    if (quickLogin.pending) return;
    setTerm("");
    quickLogin.reset();
    onClose();
  };
  const choose = (option: Option) => {
    if (option.unavailableReason || quickLogin.pending) return;
    setChosenKey(optionKey(option));
    quickLogin.start(option.target);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!choosable.length) return;
    const index = choosable.findIndex((o) => optionKey(o) === activeKey);
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      const next = choosable[(index + step + choosable.length) % choosable.length]!;
      setActiveKey(optionKey(next));
      document.getElementById(`change-site-${optionKey(next)}`)?.scrollIntoView({ block: "nearest" });
    } else if (event.key === "Enter" && index >= 0) {
      event.preventDefault();
      choose(choosable[index]!);
    }
  };

  const sites = options.filter((o) => o.kind === "site");
  const admins = options.filter((o) => o.kind === "admin");
  const typing = term.trim() !== searchKey || (results.isFetching && results.isPlaceholderData);

  return (
    <Modal opened={opened} onClose={close} title="Change site" size="lg" radius="lg" padding="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Act as a site’s master administrator, or as one administrator. You can return to your own account at any time from the
          banner at the top of the page.
        </Text>
        <SearchField
          data-autofocus
          label={null}
          aria-label="Search sites and administrators"
          placeholder="Search by site, city, administrator name or e-mail"
          rightSection={typing ? <Loader size={16} /> : null}
          value={term}
          onChange={setTerm}
          onKeyDown={onKeyDown}
          maxLength={100}
          autoComplete="off"
        />
        {quickLogin.error && (
          <Alert color="red" variant="light">
            {errorMessage(quickLogin.error)}
          </Alert>
        )}
        {results.isError && (
          <Alert color="red" variant="light">
            {errorMessage(results.error)}
          </Alert>
        )}
        {results.isPending && !results.isError && (
          <Stack gap={6} aria-hidden>
            <Skeleton height={44} />
            <Skeleton height={44} />
            <Skeleton height={44} />
          </Stack>
        )}
        {results.data && options.length === 0 && (
          <Text c="dimmed" ta="center" py="lg" data-testid="change-site-empty">
            No sites or administrators match “{searchKey}”.
          </Text>
        )}
        {options.length > 0 && (
          <Box mah={420} className={classes.results}>
            <Stack gap={4} role="list" aria-label="Sites and administrators" data-testid="change-site-results">
              {sites.length > 0 && <Text className={classes.groupLabel}>Sites</Text>}
              {sites.map((option) => (
                <OptionRow
                  key={optionKey(option)}
                  option={option}
                  term={searchKey}
                  active={optionKey(option) === activeKey}
                  pending={quickLogin.pending && optionKey(option) === chosenKey}
                  disabled={quickLogin.pending}
                  onChoose={choose}
                  onHover={setActiveKey}
                />
              ))}
              {admins.length > 0 && <Text className={classes.groupLabel}>Administrators</Text>}
              {admins.map((option) => (
                <OptionRow
                  key={optionKey(option)}
                  option={option}
                  term={searchKey}
                  active={optionKey(option) === activeKey}
                  pending={quickLogin.pending && optionKey(option) === chosenKey}
                  disabled={quickLogin.pending}
                  onChoose={choose}
                  onHover={setActiveKey}
                />
              ))}
            </Stack>
          </Box>
        )}
        <Group gap="lg" c="dimmed" fz="xs" visibleFrom="sm">
          <span>
            <Kbd size="xs">↑</Kbd> <Kbd size="xs">↓</Kbd> to move
          </span>
          <span>
            <Kbd size="xs">Enter</Kbd> to sign in as the highlighted entry
          </span>
          <span>
            <Kbd size="xs">Esc</Kbd> to close
          </span>
        </Group>
      </Stack>
    </Modal>
  );
}

interface OptionRowProps {
  option: Option;
  term: string;
  active: boolean;
  pending: boolean;
  disabled: boolean;
  onChoose: (option: Option) => void;
  onHover: (key: string) => void;
}

function OptionRow({ option, term, active, pending, disabled, onChoose, onHover }: OptionRowProps) {
  const key = optionKey(option);
  const unavailable = !!option.unavailableReason;
  return (
    <div role="listitem">
      <UnstyledButton
        id={`change-site-${key}`}
        className={classes.option}
        data-active={active || undefined}
        disabled={unavailable || disabled}
        onClick={() => onChoose(option)}
        onMouseEnter={() => !unavailable && onHover(key)}
        // Named by its own text (WCAG 2.5.3 label in name), with the kind and the separators said
        // to screen readers only: "Site Lincoln High School, School · Springfield".
      >
        {option.kind === "site" ? (
          <ThemeIcon size={36} radius="md" variant="light" color={unavailable ? "gray" : "indigo"} aria-hidden>
            <IconBuildingCommunity size={20} />
          </ThemeIcon>
        ) : (
          <Avatar size={36} radius="xl" color="indigo" aria-hidden>
            {initials(option.name)}
          </Avatar>
        )}
        <Box flex={1} miw={0}>
          <VisuallyHidden>{option.kind === "site" ? "Site " : "Administrator "}</VisuallyHidden>
          <Highlight highlight={term.split(/\s+/).filter(Boolean)} fw={600} size="sm" truncate>
            {option.name}
          </Highlight>
          <VisuallyHidden>, </VisuallyHidden>
          <Text size="xs" c="dimmed" truncate>
            {option.description}
          </Text>
        </Box>
        {unavailable && (
          <Badge color="gray" variant="light" size="sm" style={{ flexShrink: 0 }}>
            <VisuallyHidden>: </VisuallyHidden>
            {option.unavailableReason}
          </Badge>
        )}
        {pending ? <Loader size={18} /> : !unavailable && <IconArrowRight size={18} className={classes.arrow} aria-hidden />}
      </UnstyledButton>
    </div>
  );
}
