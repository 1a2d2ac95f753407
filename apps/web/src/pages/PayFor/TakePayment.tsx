import { Alert, Button, Select, Stack, Text } from "@mantine/core";
import { IconInfoCircle, IconLogin } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { ItemPurchaseForm, type PurchasableItem } from "../../components/ItemPurchaseForm/index.ts";
import { useAddToCart } from "../../components/PayerCart/index.ts";
import { useSession } from "../../lib/session.ts";
import { loginPath } from "../../navigation/paths.ts";
import { trpc } from "../../trpc.ts";
import { PARENT_PATHS } from "../Parent/paths.ts";
import { GUEST_PATHS, payForFlow } from "./guest.ts";
import type { DisableGuest, TPayerModule } from "@paydesk/validators";
import { CART_MESSAGES, NO_STUDENT, PAYER_MODULE } from "@paydesk/validators";

export interface PayForTakeable extends PurchasableItem {
  disableGuest: DisableGuest;
  soldOut: boolean;
  soldOutMessage: string | null;
  /** Meant for particular students: a parent names which, "No student" is not offered. */
  targeted: boolean;
}

/**
 * The pay-for page's payment part: the add-to-cart form for a guest or a signed-in parent, a
 * sign-in link (back to this page afterwards) where guests may not pay, or the sold-out message.
 */
export function TakePayment({ item }: { item: PayForTakeable }) {
  const location = useLocation();
  const session = useSession();
  if (session.isPending) return null;
  if (item.soldOut) {
    return (
      <Alert color="red" variant="light" role="status" data-testid="pay-sold-out">
        {item.soldOutMessage ?? "This item is sold out."}
      </Alert>
    );
  }
  const signedIn = session.data ? { isParent: session.data.modules.includes("parent") } : null;
  const flow = payForFlow(item.disableGuest, signedIn);
  switch (flow) {
    case "guest":
      return <AddForGuest item={item} />;
    case "parent":
      return <AddForParent item={item} />;
    case "sign-in":
      return (
        <Stack gap="xs" data-testid="pay-sign-in">
          <Text>Sign in to pay for this item: it is paid from a parent account.</Text>
          <Button component={Link} to={loginPath(location.pathname)} leftSection={<IconLogin size={16} aria-hidden />}>
            Sign in to pay
          </Button>
        </Stack>
      );
    default:
      return (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />} data-testid="pay-note">
          {flow === "guest-only"
            ? "This item is paid by guest checkout only: sign out to pay for it as a guest."
            : "Payments from this page are made by parents and guests; staff take payments at the virtual terminal."}
        </Alert>
      );
  }
}

function useAddAndGo(module: TPayerModule, next: string) {
  const navigate = useNavigate();
  const { addLine, adding } = useAddToCart(module);
  return {
    adding,
    add: async (...args: Parameters<typeof addLine>) => {
      await addLine(...args);
      void navigate(next);
    },
  };
}

/** A guest pays for no student (NA): the line goes to the browser's guest cart, then checkout. */
function AddForGuest({ item }: { item: PurchasableItem }) {
  const { add, adding } = useAddAndGo(PAYER_MODULE, GUEST_PATHS.checkout);
  return <ItemPurchaseForm item={item} pending={adding} showPrice={false} submitLabel="Continue to checkout" onAdd={(request) => add(request, "NA")} />;
}

/**
 * A signed-in parent chooses one of their students (or none) and continues in their own cart. An
 * item meant for particular students offers the students only, none chosen at first: the server
 * refuses such an item for no student (domain studentChoiceProblem).
 */
function AddForParent({ item }: { item: PayForTakeable }) {
  const students = useQuery(trpc.parent.students.queryOptions());
  const [studentId, setStudentId] = useState<string | null>(item.targeted ? null : NO_STUDENT);
  const [chooseError, setChooseError] = useState<string | null>(null);
  const { add, adding } = useAddAndGo("parent", PARENT_PATHS.cart);
  const options = [
    ...(students.data ?? []).map((student) => ({ value: String(student.studentId), label: `${student.firstName} ${student.lastName}` })),
    ...(item.targeted ? [] : [{ value: NO_STUDENT, label: "No student" }]),
  ];
  return (
    <ItemPurchaseForm
      item={item}
      pending={adding}
      showPrice={false}
      header={
        <Select
          label="Student"
          placeholder="Choose a student"
          withAsterisk={item.targeted}
          data={options}
          // Until the parent's students have come, the list would offer "No student" alone: a
          // quick tap on a slow phone could pick it, or open a list the students then redraw.
          disabled={students.isPending}
          value={studentId}
          error={chooseError}
          onChange={(value) => {
            setStudentId(value);
            setChooseError(null);
          }}
          allowDeselect={false}
        />
      }
      checkHeader={() => {
        if (studentId !== null) return null;
        setChooseError(CART_MESSAGES.studentRequired);
        return CART_MESSAGES.studentRequired;
      }}
      onAdd={async (request) => {
        if (studentId === null) return;
        await add(request, studentId === NO_STUDENT ? NO_STUDENT : Number(studentId));
      }}
    />
  );
}
