import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon } from "@mantine/core";
import { PageHeader } from "../../../components/PageHeader/index.ts";
import { Link, useLocation } from "react-router";
import { builderSearch, ITEM_TYPE_CHOICES } from "./types.ts";

/** `/{module}/items/create` asks which kind of item to build (docs/product/items-and-fees.md). */
export function TypeChooser() {
  const { pathname } = useLocation();
  return (
    <Stack gap="lg" maw={960}>
      <PageHeader title="Build a new item" description="Choose the kind of item to build." />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        {ITEM_TYPE_CHOICES.map((choice) => (
          <Card
            key={choice.type}
            component={Link}
            to={`${pathname}${builderSearch(choice)}`}
            padding="lg"
            radius="lg"
            data-testid={`choose-${choice.type}`}
          >
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon size={40} radius="md" variant="light">
                <choice.icon size={22} aria-hidden />
              </ThemeIcon>
              <div>
                <Text fw={600}>{choice.label}</Text>
                <Text size="sm" c="dimmed">
                  {choice.description}
                </Text>
              </div>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
