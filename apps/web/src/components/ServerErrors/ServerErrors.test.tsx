// @vitest-environment happy-dom
import { Button, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { Notifications } from "@mantine/notifications";
import { screen } from "@testing-library/react";
import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import { renderUI } from "../../testing/render.tsx";
import { showServerError } from "./show-server-error.ts";

function refusal(message: string, fieldErrors: Record<string, string> | null) {
  return TRPCClientError.from({ error: { message, code: -32600, data: { code: "BAD_REQUEST", httpStatus: 400, fieldErrors } } });
}

function EmailForm({ error }: { error: unknown }) {
  const form = useForm({ initialValues: { email: "" } });
  return (
    <>
      <Notifications />
      <form onSubmit={form.onSubmit(() => showServerError(form, error))}>
        <TextInput label="E-mail" {...form.getInputProps("email")} />
        <Button type="submit">Save</Button>
      </form>
    </>
  );
}

describe("showServerError", () => {
  it("puts the server's message under the form field it belongs to", async () => {
    const { user } = renderUI(<EmailForm error={refusal("Invalid input", { email: "An account with that email already exists." })} />);
    await user.click(screen.getByRole("button", { name: "Save" }));
    const field = screen.getByRole("textbox", { name: "E-mail" });
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("An account with that email already exists.")).toBeTruthy();
  });

  it("shows the overall message as a notification when no field of the form is named", async () => {
    const { user } = renderUI(<EmailForm error={refusal("Access denied.", { roleIds: "Pick one." })} />);
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Access denied.")).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "E-mail" }).getAttribute("aria-invalid")).not.toBe("true");
    expect(screen.queryByText("Pick one.")).toBeNull();
  });
});
