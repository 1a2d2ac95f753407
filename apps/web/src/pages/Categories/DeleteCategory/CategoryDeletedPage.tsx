import { Button } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { Link, useLocation } from "react-router";
import { MenuGate } from "../../../components/MenuGate/index.ts";
import { StatusPage } from "../../../components/StatusPage/index.ts";
import { modulePath } from "../../../navigation/paths.ts";
import type { DeletedState } from "./DeleteCategoryPage.tsx";

/**
 * `/{module}/access-control/categories/deleted`: where the guided delete ends
 * (docs/product/accounts-and-roles.md).
 */
export function CategoryDeletedPage() {
  const { state, search } = useLocation();
  const name = (state as DeletedState | null)?.deletedCategory;
  return (
    <MenuGate path="access-control/categories/deleted">
      {(_session, module) => (
        <StatusPage
          color="teal"
          icon={<IconCircleCheck size={32} aria-hidden />}
          title="Category deleted"
          message={
            <span data-testid="category-deleted">
              {name ? `“${name}” has been deleted.` : "The category has been deleted."} No item or role refers to it any more.
            </span>
          }
          actions={
            <Button component={Link} to={modulePath(module, `settings/categories${search}`)} variant="light">
              Back to categories
            </Button>
          }
        />
      )}
    </MenuGate>
  );
}
