import { Anchor, Badge, Breadcrumbs, Group, Text } from "@mantine/core";
import type { ItemTypeName, TModule } from "@paydesk/validators";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PageHeader } from "../../../components/PageHeader/index.ts";
import { modulePath } from "../../../navigation/paths.ts";
import { ITEM_TYPE_LABELS } from "../TypeChooser/index.ts";

const CHOOSER_TITLE = "Build a new item";

interface BuilderHeaderProps {
  module: TModule;
  title: string;
  type: ItemTypeName;
  badges?: ReactNode;
  children?: ReactNode;
}

export function BuilderHeader({ module, title, type, badges, children }: BuilderHeaderProps) {
  return (
    <div>
      <Breadcrumbs mb={6} fz="sm">
        <Anchor component={Link} to={modulePath(module, "items/create")}>
          {CHOOSER_TITLE}
        </Anchor>
        <Text size="sm" c="dimmed">
          {title === CHOOSER_TITLE ? ITEM_TYPE_LABELS[type] : title}
        </Text>
      </Breadcrumbs>
      <PageHeader
        title={title}
        actions={
          <Group gap="sm">
            <Badge variant="light" data-testid="item-type">
              {ITEM_TYPE_LABELS[type]}
            </Badge>
            {badges}
          </Group>
        }
      />
      {children}
    </div>
  );
}
