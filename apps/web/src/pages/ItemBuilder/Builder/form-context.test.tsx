// @vitest-environment happy-dom
import { TextInput } from "@mantine/core";
import { act, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { renderUI } from "../../../testing/render.tsx";
import { emptyValues, type BuilderValues } from "../form/values.ts";
import { BUILDER_MESSAGES } from "../messages.ts";
import { GuestStudentWarning } from "../sections/Target/GuestStudentWarning.tsx";
import {
  BuilderFormProvider,
  useBuilderField,
  useBuilderForm,
  useBuilderValue,
  useCreateBuilderForm,
  useSharedForm,
} from "./form-context.ts";

const renders: Record<string, number> = {};
const counted = (name: string) => {
  renders[name] = (renders[name] ?? 0) + 1;
};

let setValues: ((values: Partial<BuilderValues>) => void) | null = null;

/** The builder's form as Builder creates it, around the pieces under test. */
function Harness({ children, initial }: { children: ReactNode; initial?: Partial<BuilderValues> }) {
  counted("form");
  const form = useCreateBuilderForm({ mode: "uncontrolled", initialValues: { ...emptyValues("basic", "2027-01-10"), ...initial } });
  return <BuilderFormProvider form={useSharedForm(form)}>{children}</BuilderFormProvider>;
}

function Title() {
  counted("title");
  const [title, setTitle] = useBuilderField("title");
  return <TextInput label="Title" value={title} onChange={(e) => setTitle(e.currentTarget.value)} />;
}

function SlugPreview() {
  counted("slug");
  return <p data-testid="slug">{useBuilderValue("slug")}</p>;
}

function TitleEcho() {
  counted("echo");
  return <p data-testid="echo">{useBuilderValue("title")}</p>;
}

function Setter() {
  setValues = useBuilderForm().setValues;
  return null;
}

describe("the builder form: a change renders only what reads the changed value", () => {
  it("typing into the title renders the title and its readers, not the form or other fields", async () => {
    for (const key of Object.keys(renders)) delete renders[key];
    const { user } = renderUI(
      <Harness>
        <Title />
        <SlugPreview />
        <TitleEcho />
      </Harness>,
    );
    const before = { ...renders };
    await user.type(screen.getByRole("textbox", { name: "Title" }), "Zoo trip");
    expect(screen.getByTestId("echo").textContent).toBe("Zoo trip");
    expect((screen.getByRole("textbox", { name: "Title" }) as HTMLInputElement).value).toBe("Zoo trip");
    expect(renders.slug).toBe(before.slug);
    // The first key makes the form dirty (one render of the form); the other keys do not render it.
    expect((renders.form ?? 0) - (before.form ?? 0)).toBeLessThanOrEqual(1);
    expect((renders.title ?? 0) - (before.title ?? 0)).toBeGreaterThanOrEqual(8);
  });
});

describe("the guest warning follows the audience and the guest setting", () => {
  it("shows for a targeted item open to guests, and not once guests are refused or the audience is everyone", () => {
    renderUI(
      <Harness initial={{ targets: [{ kind: "grade", value: "10" }], disableGuest: 0 }}>
        <GuestStudentWarning />
        <Setter />
      </Harness>,
    );
    expect(screen.getByTestId("guest-student-warning").textContent).toBe(BUILDER_MESSAGES.guestPaysWithoutStudent);
    act(() => setValues?.({ disableGuest: 1 }));
    expect(screen.queryByTestId("guest-student-warning")).toBeNull();
    act(() => setValues?.({ disableGuest: 2 }));
    expect(screen.getByTestId("guest-student-warning")).toBeTruthy();
    act(() => setValues?.({ targets: [] }));
    expect(screen.queryByTestId("guest-student-warning")).toBeNull();
  });
});
