import { Button } from "@mantine/core";
import type { TModule } from "@paydesk/validators";
import { IconCircleCheck } from "@tabler/icons-react";
import { Link, useLocation, useParams } from "react-router";
import { StatusPage } from "../../../components/StatusPage/index.ts";
import { modulePath } from "../../../navigation/paths.ts";
import { AclModuleGate } from "../../Roles/ModuleGate.tsx";
import type { DeletedState } from "./DeleteCategoryPage.tsx";

/** `/{module}/access-control/categories/deleted`: where the guided delete ends (spec 1 §4). */
export function CategoryDeletedPage() {
  const module = useParams().module as TModule;
  const { state, search } = useLocation();
  const name = (state as DeletedState | null)?.deletedCategory;
  return (
    <AclModuleGate>
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
    </AclModuleGate>
  );
}
