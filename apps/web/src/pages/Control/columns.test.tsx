// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { DataTable } from "../../components/DataList/index.ts";
import { renderUI } from "../../testing/render.tsx";
import { openColumn, timeColumn } from "./columns.tsx";
import { formatDateTime } from "./format.ts";

interface Message {
  id: number;
  subject: string;
  sentAt: Date;
  zone: string;
}

const rows: Message[] = [{ id: 7, subject: "Receipt", sentAt: new Date("2026-03-04T15:30:00Z"), zone: "America/Los_Angeles" }];

describe("control list columns", () => {
  it("shows a time on one line, in the row's zone when it names one, under the header asked for", () => {
    renderUI(
      <DataTable
        label="Mail"
        rows={rows}
        rowKey={(row) => row.id}
        columns={[
          timeColumn<Message>((row) => row.sentAt),
          timeColumn<Message>((row) => row.sentAt, { header: "Since", zone: (row) => row.zone }),
        ]}
      />,
    );
    const table = screen.getByRole("table", { name: "Mail" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Time", "Since"]);
    const [time, since] = within(table).getAllByRole("cell");
    expect(time!.textContent).toBe(formatDateTime(rows[0]!.sentAt));
    expect(since!.textContent).toBe(formatDateTime(rows[0]!.sentAt, undefined, "America/Los_Angeles"));
    expect(since!.textContent).not.toBe(time!.textContent);
    expect((time!.firstElementChild as HTMLElement).style.whiteSpace).toBe("nowrap");
  });

  it("opens a row's message from a button named for it, at the row's right", async () => {
    const onOpen = vi.fn();
    const { user } = renderUI(
      <DataTable
        label="Mail"
        rows={rows}
        rowKey={(row) => row.id}
        columns={[openColumn<Message>("Message", (row) => `Open “${row.subject}”`, onOpen)]}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Open “Receipt”" }));
    expect(onOpen).toHaveBeenCalledWith(rows[0]);
    expect(screen.getByRole("columnheader", { name: "Message" }).style.textAlign).toBe("right");
  });
});
