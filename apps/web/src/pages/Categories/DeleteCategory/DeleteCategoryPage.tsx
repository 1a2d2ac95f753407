import { Alert, Anchor, Breadcrumbs, Button, Group, Paper, Stack, Stepper, Text } from "@mantine/core";
import type { TModule } from "@paydesk/validators";
import { IconArrowLeft, IconArrowRight, IconCircleCheck, IconTrash } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { MenuGate } from "../../../components/MenuGate/index.ts";
import { NotFound } from "../../../components/NotFound/index.ts";
import { PageHeader } from "../../../components/PageHeader/index.ts";
import { QueryStates } from "../../../components/QueryStates/index.ts";
import { errorMessage } from "../../../lib/errors.ts";
import { modulePath } from "../../../navigation/paths.ts";
import { trpc } from "../../../trpc.ts";
import { ItemsStep } from "./ItemsStep.tsx";
import { RolesStep } from "./RolesStep.tsx";

export interface DeletedState {
  deletedCategory?: string;
}

/**
 * `/{module}/access-control/categories/{id}/delete`: the guided delete
 * (docs/product/accounts-and-roles.md). Step one checks the items using the category, step two the
 * roles restricted to it; each offers its fixes. The delete is offered only when neither conflicts,
 * and the server checks both again.
 */
export function DeleteCategoryPage() {
  const categoryId = Number(useParams().categoryId);
  if (!Number.isInteger(categoryId) || categoryId <= 0) return <NotFound />;
  return (
    <MenuGate path="access-control/categories/:categoryId/delete">
      {(_session, module) => <GuidedDelete key={categoryId} module={module} categoryId={categoryId} />}
    </MenuGate>
  );
}

function GuidedDelete({ module, categoryId }: { module: TModule; categoryId: number }) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [step, setStep] = useState(0);
  const listHref = modulePath(module, `settings/categories${search}`);

  const items = useQuery(trpc.categories.checkItems.queryOptions({ module, categoryId }, { staleTime: 0 }));
  const roles = useQuery(trpc.categories.checkRoles.queryOptions({ module, categoryId }, { staleTime: 0 }));
  const targets = useQuery({
    ...trpc.categories.find.queryOptions({ module, companyId: items.data?.companyId }),
    enabled: items.data !== undefined,
  });

  const remove = useMutation(
    trpc.categories.delete.mutationOptions({
      onSuccess: (result) => {
        queryClient.removeQueries({ queryKey: trpc.categories.checkItems.queryKey({ module, categoryId }) });
        queryClient.removeQueries({ queryKey: trpc.categories.checkRoles.queryKey({ module, categoryId }) });
        void queryClient.invalidateQueries({ queryKey: trpc.categories.find.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.roles.pathKey() });
        const state: DeletedState = { deletedCategory: result.name };
        void navigate(modulePath(module, `access-control/categories/deleted${search}`), { replace: true, state });
      },
    }),
  );

  const name = items.data?.categoryName ?? roles.data?.categoryName;

  // Both checks load before the steps show; a category deleted meanwhile answers NOT_FOUND with the server's message.
  return (
    <Frame listHref={listHref} title={name ? `Delete “${name}”` : "Delete category"}>
      <QueryStates query={items}>
        {(itemChecks) => (
          <QueryStates query={roles}>
            {(roleChecks) => {
              const itemsClear = !itemChecks.conflict;
              const rolesClear = !roleChecks.conflict;
              const otherCategories = (targets.data ?? []).filter((c) => c.id !== categoryId);
              return (
                <Paper p={{ base: "md", sm: "xl" }} radius="lg">
                  <Stepper active={step} onStepClick={setStep} allowNextStepsSelect={false} size="sm">
                    <Stepper.Step
                      label="Items"
                      description={itemsClear ? "No item uses it" : "Move the items"}
                      color={itemsClear ? "teal" : undefined}
                      completedIcon={<IconCircleCheck size={18} />}
                    >
                      <Stack gap="md" pt="md">
                        {itemsClear ? (
                          <Clear testId="items-clear">No item uses {name}.</Clear>
                        ) : (
                          <ItemsStep module={module} conflicts={itemChecks} targets={otherCategories} />
                        )}
                        <Group justify="flex-end">
                          <Button
                            rightSection={<IconArrowRight size={16} aria-hidden />}
                            disabled={!itemsClear}
                            onClick={() => setStep(1)}
                          >
                            Next: check roles
                          </Button>
                        </Group>
                      </Stack>
                    </Stepper.Step>
                    <Stepper.Step
                      label="Roles"
                      description={rolesClear ? "No role is restricted to it" : "Fix the roles"}
                      color={rolesClear ? "teal" : undefined}
                      completedIcon={<IconCircleCheck size={18} />}
                    >
                      <Stack gap="md" pt="md">
                        {rolesClear ? (
                          <Clear testId="roles-clear">No role is restricted to {name}.</Clear>
                        ) : (
                          <RolesStep module={module} conflicts={roleChecks} />
                        )}
                        <Group justify="space-between">
                          <Button
                            variant="default"
                            leftSection={<IconArrowLeft size={16} aria-hidden />}
                            onClick={() => setStep(0)}
                          >
                            Back
                          </Button>
                          <Button
                            rightSection={<IconArrowRight size={16} aria-hidden />}
                            disabled={!rolesClear}
                            onClick={() => setStep(2)}
                          >
                            Next: delete
                          </Button>
                        </Group>
                      </Stack>
                    </Stepper.Step>
                    <Stepper.Step label="Delete" description="Confirm">
                      <Stack gap="md" pt="md">
                        {itemsClear && rolesClear ? (
                          <>
                            <Text>
                              Nothing refers to <b>{name}</b> any more. Deleting it cannot be undone.
                            </Text>
                            {remove.isError && (
                              <Alert color="red" variant="light" role="alert">
                                {errorMessage(remove.error)}
                              </Alert>
                            )}
                            <Group justify="space-between">
                              <Button
                                variant="default"
                                leftSection={<IconArrowLeft size={16} aria-hidden />}
                                onClick={() => setStep(1)}
                              >
                                Back
                              </Button>
                              <Button
                                color="red"
                                leftSection={<IconTrash size={16} aria-hidden />}
                                loading={remove.isPending}
                                onClick={() => remove.mutate({ module, categoryId })}
                              >
                                Delete category
                              </Button>
                            </Group>
                          </>
                        ) : (
                          <Alert color="yellow" variant="light">
                            {name} is still used by {itemsClear ? "" : "items"}
                            {!itemsClear && !rolesClear ? " and " : ""}
                            {rolesClear ? "" : "roles"}. Resolve {itemsClear || rolesClear ? "them" : "both"} first.
                          </Alert>
                        )}
                      </Stack>
                    </Stepper.Step>
                  </Stepper>
                </Paper>
              );
            }}
          </QueryStates>
        )}
      </QueryStates>
    </Frame>
  );
}

function Frame({ listHref, title, children }: { listHref: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="lg" maw={1000}>
      <div>
        <Breadcrumbs mb={6} fz="sm">
          <Anchor component={Link} to={listHref}>
            Categories
          </Anchor>
          <Text size="sm" c="dimmed">
            Delete
          </Text>
        </Breadcrumbs>
        <PageHeader title={title} description="Check the items and roles that use the category, fix them, then delete it." />
      </div>
      {children}
    </Stack>
  );
}

function Clear({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} data-testid={testId}>
      {children}
    </Alert>
  );
}
