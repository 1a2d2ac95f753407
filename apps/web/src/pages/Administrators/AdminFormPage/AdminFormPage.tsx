import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Code,
  CopyButton,
  Group,
  Modal,
  MultiSelect,
  Paper,
  PasswordInput,
  Radio,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { schemaResolver, useForm, type FormErrors } from "@mantine/form";
import { useDebouncedValue } from "@mantine/hooks";
import type { AppRouter, inferRouterOutputs } from "@paydesk/api";
import {
  ACL_MESSAGES,
  ADMIN_MESSAGES,
  isParentOnly,
  MODULES,
  ZAdminFields,
  ZNewPassword,
  ZUserExistsRequestSchema,
  type TAdminFieldsInput,
  type TModule,
  type TPasswordMode,
} from "@paydesk/validators";
import { IconAlertCircle, IconArrowLeft, IconCheck, IconCopy } from "@tabler/icons-react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useMemo, useRef, useState, type ReactNode } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { MenuGate } from "../../../components/MenuGate/index.ts";
import { NotFound } from "../../../components/NotFound/index.ts";
import { QueryStates } from "../../../components/QueryStates/index.ts";
import { PasswordStrengthMeter } from "../../../components/PasswordStrengthMeter/index.ts";
import { mapServerError } from "../../../components/ServerErrors/index.ts";
import { MODULE_LABELS } from "../../../lib/modules.ts";
import { notifyError } from "../../../lib/notify.tsx";
import type { Session } from "../../../lib/session.ts";
import { modulePath } from "../../../navigation/paths.ts";
import { queryClient, trpc } from "../../../trpc.ts";
import { ADMINISTRATORS_PATH } from "../features.ts";
import { REGIONS } from "../../../lib/regions.ts";

type AdminView = inferRouterOutputs<AppRouter>["administrators"]["get"];

interface FormValues {
  companyId: number | null;
  /** Select values are strings. */
  roleIds: string[];
  firstName: string;
  lastName: string;
  email: string;
  /** "" or YYYY-MM-DD. */
  dob: string;
  addressRegion: string | null;
  applications: TModule[];
  passwordMode: TPasswordMode;
  password: string;
  sendEmail: boolean;
  requireChange: boolean;
}

/** The form's values as the API's administrator fields (validated by the same schema). */
function toAdminFields(values: FormValues): TAdminFieldsInput {
  return {
    companyId: values.companyId as number,
    roleIds: isParentOnly(values.applications) ? [] : values.roleIds.map(Number),
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    dob: values.dob || null,
    addressRegion: values.addressRegion || null,
    applications: values.applications,
  };
}

const adminResolver = schemaResolver(ZAdminFields, { sync: true });

/** Server field errors come back as `admin.email`, `password.password`, or plain `email`: the form's field is the last part. */
const adminFormField = (serverField: string) => serverField.replace(/^(admin|password)\./, "");

/** Applications a user may hand out: control staff any; others their own, and parent. */
function grantableApplications(session: Session): TModule[] {
  if (session.user.kind === "CONTROL") return [...MODULES];
  return MODULES.filter((m) => m === "parent" || session.modules.includes(m));
}

export function CreateAdminPage() {
  return (
    <MenuGate path="settings/administrators/create">
      {(session, module) => <AdminForm module={module} session={session} admin={null} />}
    </MenuGate>
  );
}

export function EditAdminPage() {
  const { userId = "" } = useParams();
  if (!/^\d+$/.test(userId)) return <NotFound />;
  return (
    <MenuGate path="settings/administrators/:userId">
      {(session, module) => <EditAdmin module={module} session={session} userId={Number(userId)} />}
    </MenuGate>
  );
}

function EditAdmin({ module, session, userId }: { module: TModule; session: Session; userId: number }) {
  const admin = useQuery(trpc.administrators.get.queryOptions({ module, userId }));
  return (
    <QueryStates query={admin} loading={<FormSkeleton />}>
      {(data) => <AdminForm key={data.id} module={module} session={session} admin={data} />}
    </QueryStates>
  );
}

interface AdminFormProps {
  module: TModule;
  session: Session;
  /** Null when creating. */
  admin: AdminView | null;
}

function AdminForm({ module, session, admin }: AdminFormProps) {
  const navigate = useNavigate();
  const creating = admin === null;
  const listPath = modulePath(module, ADMINISTRATORS_PATH);
  const [formError, setFormError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ name: string; email: string; password: string } | null>(null);
  // Read by the form's validation, which runs after the e-mail check has answered.
  const emailTakenRef = useRef(false);

  const form = useForm<FormValues>({
    mode: "controlled",
    initialValues: {
      companyId: admin?.companyId ?? (session.user.kind === "CONTROL" ? null : session.user.companyId),
      roleIds: admin?.roles.map((r) => String(r.id)) ?? [],
      firstName: admin?.firstName ?? "",
      lastName: admin?.lastName ?? "",
      email: admin?.email ?? "",
      dob: admin?.dob ?? "",
      addressRegion: admin?.addressRegion ?? null,
      applications: (admin?.applications as TModule[] | undefined) ?? [module === "control" ? "school" : module],
      passwordMode: "generate",
      password: "",
      sendEmail: true,
      requireChange: true,
    },
    validate: (values) => {
      const errors: FormErrors = { ...adminResolver(toAdminFields(values)) };
      if (creating && values.passwordMode === "manual") {
        const password = ZNewPassword.safeParse(values.password);
        if (!password.success) errors.password = password.error.issues[0]!.message;
      }
      if (emailTakenRef.current) errors.email = ACL_MESSAGES.emailTaken;
      return errors;
    },
  });
  const { values } = form;

  // 'E-mail address already taken.' is checked when the e-mail field changes (the userExists call).
  const [typedEmail] = useDebouncedValue(values.email.trim(), 350);
  const emailChanged = typedEmail.toLowerCase() !== (admin?.email ?? "").toLowerCase();
  const checkEmail = emailChanged && ZUserExistsRequestSchema.safeParse({ email: typedEmail }).success;
  const exists = useQuery({ ...trpc.administrators.userExists.queryOptions({ module, email: typedEmail }), enabled: checkEmail });
  const emailTaken =
    checkEmail &&
    typedEmail === values.email.trim() &&
    exists.data?.taken === true &&
    (admin === null || exists.data.userId !== admin.id);
  emailTakenRef.current = emailTaken;

  const sites = useQuery(trpc.administrators.sites.queryOptions({ module }));
  const siteOptions = useMemo(() => {
    const options = (sites.data ?? []).map((s) => ({
      value: String(s.id),
      label: s.parentName ? `${s.name} — ${s.parentName}` : s.name,
    }));
    // The administrator's own site stays choosable even when it is not among the first results.
    if (admin && !options.some((o) => o.value === String(admin.companyId)))
      options.unshift({ value: String(admin.companyId), label: admin.companyName });
    return options;
  }, [sites.data, admin]);

  const parentOnly = isParentOnly(values.applications);
  const roles = useQuery({
    ...trpc.roles.validity.queryOptions({ module, companyId: values.companyId ?? 0 }),
    enabled: values.companyId !== null && !parentOnly,
  });
  // The roles the server lets the actor hand out; the account's current roles stay listed so the
  // picker can show them (keeping one is no grant).
  const roleOptions = [
    ...(roles.data ?? []).map((r) => ({ value: String(r.id), label: r.isBuiltIn ? `${r.name} (built-in)` : r.name })),
    ...(admin?.roles ?? [])
      .filter((held) => !(roles.data ?? []).some((r) => r.id === held.id))
      .map((held) => ({ value: String(held.id), label: held.name })),
  ];
  // An account holding rights the actor lacks: the server refuses any change to it.
  const readOnly = admin !== null && !admin.manageable;

  const onSaved = () => void queryClient.invalidateQueries({ queryKey: trpc.administrators.pathKey() });
  const onFailed = (error: unknown) => {
    const { fieldErrors, message } = mapServerError(error, { fieldName: adminFormField });
    setFormError(message);
    form.setErrors(fieldErrors);
  };

  const create = useMutation(
    trpc.administrators.create.mutationOptions({
      onSuccess: (result) => {
        onSaved();
        if (values.sendEmail && !result.emailed) notifyError(ACL_MESSAGES.couldNotSendEmail);
        if (result.password) {
          setCreated({ name: result.admin.name, email: result.admin.email, password: result.password });
          return;
        }
        void navigate(listPath, { state: { flash: { kind: "success", message: `${result.admin.name} can now sign in.` } } });
      },
      onError: onFailed,
    }),
  );
  const update = useMutation(
    trpc.administrators.update.mutationOptions({
      onSuccess: (result) => {
        onSaved();
        void navigate(listPath, { state: { flash: { kind: "success", message: `Changes to ${result.name} saved.` } } });
      },
      onError: onFailed,
    }),
  );

  const submit = form.onSubmit(
    (v) => {
      setFormError(null);
      const fields = toAdminFields(v) as Parameters<typeof update.mutate>[0]["admin"];
      if (creating) {
        create.mutate({
          module,
          admin: fields,
          password: v.passwordMode === "manual" ? { passwordMode: "manual", password: v.password } : { passwordMode: "generate" },
          sendEmail: v.sendEmail,
          requireChange: v.requireChange,
        });
      } else {
        update.mutate({ module, userId: admin.id, admin: fields });
      }
    },
    () => setFormError(ACL_MESSAGES.invalidFields),
  );

  const chooseSite = (value: string | null) => {
    form.setFieldValue("companyId", value ? Number(value) : null);
    // Roles belong to a site: the ones chosen for another site may not apply here.
    form.setFieldValue("roleIds", []);
  };
  // The account's own applications stay listed even when the editor could not grant them.
  const grantable = grantableApplications(session);
  const applications = MODULES.filter((m) => grantable.includes(m) || admin?.applications.includes(m));
  const userInputs = [values.firstName, values.lastName, values.email, values.email.split("@")[0] ?? ""].filter(Boolean);

  return (
    <Stack gap="lg" maw={880}>
      <div>
        <Anchor component={Link} to={listPath} size="sm" c="dimmed">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden /> Administrators
          </Group>
        </Anchor>
        <Title order={1} fz={28} mt={4}>
          {creating ? "New administrator" : `Edit ${admin.name}`}
        </Title>
        <Text c="dimmed">{creating ? "Give someone access to manage a site." : admin.email}</Text>
      </div>

      <form noValidate onSubmit={submit}>
        <Stack gap="lg">
          {readOnly && (
            <Alert
              color="yellow"
              variant="light"
              icon={<IconAlertCircle size={18} aria-hidden />}
              data-testid="admin-form-read-only"
            >
              {ADMIN_MESSAGES.cannotManage}
            </Alert>
          )}
          {formError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} data-testid="admin-form-error">
              {formError}
            </Alert>
          )}

          <Section title="Person">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput label="First name" withAsterisk autoComplete="off" {...form.getInputProps("firstName")} />
              <TextInput label="Last name" withAsterisk autoComplete="off" {...form.getInputProps("lastName")} />
              <TextInput
                label="E-mail"
                type="email"
                withAsterisk
                autoComplete="off"
                description="They sign in with this address."
                {...form.getInputProps("email")}
                error={form.errors.email ?? (emailTaken ? ACL_MESSAGES.emailTaken : undefined)}
              />
              <TextInput label="Date of birth" type="date" max="9999-12-31" {...form.getInputProps("dob")} />
              <Select
                label="Address region"
                placeholder="Choose a state or territory"
                data={REGIONS as { value: string; label: string }[]}
                searchable
                clearable
                nothingFoundMessage="No region matches"
                {...form.getInputProps("addressRegion")}
              />
            </SimpleGrid>
          </Section>

          <Section title="Access" description="Where they work and what they may do there.">
            <Stack gap="md">
              <Select
                label="Site"
                withAsterisk
                placeholder={sites.isPending ? "Loading sites…" : "Choose a site"}
                data={siteOptions}
                searchable
                nothingFoundMessage="No site matches"
                value={values.companyId ? String(values.companyId) : null}
                onChange={chooseSite}
                error={form.errors.companyId}
              />
              <Checkbox.Group
                label="Applications"
                withAsterisk
                description="The modules they can sign in to."
                {...form.getInputProps("applications")}
              >
                <Group gap="lg" mt={8}>
                  {applications.map((app) => (
                    <Checkbox key={app} value={app} label={MODULE_LABELS[app]} />
                  ))}
                </Group>
              </Checkbox.Group>
              {parentOnly ? (
                <Text size="sm" c="dimmed" data-testid="roles-not-needed">
                  Parent accounts need no role.
                </Text>
              ) : (
                <MultiSelect
                  label="Roles"
                  withAsterisk
                  description={values.companyId ? "One or more roles of the chosen site." : "Choose a site first."}
                  placeholder={roles.isFetching ? "Loading roles…" : values.roleIds.length ? undefined : "Choose roles"}
                  data={roleOptions}
                  disabled={values.companyId === null}
                  searchable
                  nothingFoundMessage="No role matches"
                  {...form.getInputProps("roleIds")}
                />
              )}
            </Stack>
          </Section>

          {creating && (
            <Section title="Password">
              <Stack gap="md">
                <Radio.Group label="First password" {...form.getInputProps("passwordMode")}>
                  <Stack gap="xs" mt={6}>
                    <Radio value="generate" label="Generate a strong password (shown once after saving)" />
                    <Radio value="manual" label="Type a password" />
                  </Stack>
                </Radio.Group>
                {values.passwordMode === "manual" && (
                  <Stack gap={6} maw={420}>
                    <PasswordInput label="Password" autoComplete="new-password" {...form.getInputProps("password")} />
                    <PasswordStrengthMeter password={values.password} userInputs={userInputs} />
                  </Stack>
                )}
                <Checkbox
                  label="E-mail the password to the new administrator"
                  {...form.getInputProps("sendEmail", { type: "checkbox" })}
                />
                <Checkbox
                  label="Require a new password at first sign-in"
                  {...form.getInputProps("requireChange", { type: "checkbox" })}
                />
              </Stack>
            </Section>
          )}

          <Group justify="flex-end">
            <Button variant="default" component={Link} to={listPath}>
              Cancel
            </Button>
            <Button type="submit" disabled={readOnly} loading={create.isPending || update.isPending}>
              {creating ? "Create administrator" : "Save changes"}
            </Button>
          </Group>
        </Stack>
      </form>

      <Modal
        opened={created !== null}
        onClose={() => void navigate(listPath)}
        title="Administrator created"
        closeOnClickOutside={false}
      >
        {created && (
          <Stack gap="md">
            <Text size="sm">
              {created.name} can sign in as <strong>{created.email}</strong> with this password. It is shown only now.
            </Text>
            <Code block data-testid="created-password" fz="md">
              {created.password}
            </Code>
            <Group justify="flex-end">
              <CopyButton value={created.password}>
                {({ copied, copy }) => (
                  <Button
                    variant="light"
                    leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                    onClick={copy}
                  >
                    {copied ? "Copied" : "Copy"}
                  </Button>
                )}
              </CopyButton>
              <Button onClick={() => void navigate(listPath)}>Done</Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Paper p={{ base: "md", sm: "xl" }} radius="lg">
      <Title order={2} fz="lg" mb={description ? 2 : "md"}>
        {title}
      </Title>
      {description && (
        <Text size="sm" c="dimmed" mb="md">
          {description}
        </Text>
      )}
      {children}
    </Paper>
  );
}

function FormSkeleton() {
  return (
    <Stack gap="lg" maw={880}>
      <Skeleton height={40} width={320} />
      <Skeleton height={220} radius="lg" />
      <Skeleton height={200} radius="lg" />
    </Stack>
  );
}
