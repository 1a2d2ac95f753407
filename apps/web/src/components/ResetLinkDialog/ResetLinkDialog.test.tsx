// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { TRPCClientError } from "@trpc/client";
import { describe, expect, it, vi } from "vitest";
import { renderUI } from "../../testing/render.tsx";
import { ResetLinkDialog } from "./ResetLinkDialog.tsx";

const idle = () => ({ isPending: false, isError: false, error: null as unknown, reset: vi.fn() });
const refused = (message: string) =>
  TRPCClientError.from({ error: { message, code: -32600, data: { code: "BAD_REQUEST", httpStatus: 400 } } });

describe("ResetLinkDialog", () => {
  it("stays closed while there is no one to send a link to", () => {
    renderUI(<ResetLinkDialog email={null} send={idle()} onSend={vi.fn()} onClose={vi.fn()} />);
    expect(screen.queryByRole("dialog", { hidden: true })).toBeNull();
  });

  it("names whose link it sends and sends it on 'Send link'", async () => {
    const onSend = vi.fn();
    const { user } = renderUI(<ResetLinkDialog email="ada@example.com" send={idle()} onSend={onSend} onClose={vi.fn()} />);
    const dialog = await screen.findByRole("dialog", { name: "Send a password reset link" });
    expect(dialog.textContent).toContain("We will e-mail ada@example.com a link to choose a new password.");
    expect(screen.queryByRole("alert")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Send link" }));
    expect(onSend).toHaveBeenCalledOnce();
  });

  it("on Cancel clears the last failure and closes", async () => {
    const send = idle();
    const onClose = vi.fn();
    const onSend = vi.fn();
    const { user } = renderUI(<ResetLinkDialog email="ada@example.com" send={send} onSend={onSend} onClose={onClose} />);
    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    expect(send.reset).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalledOnce();
    expect(onSend).not.toHaveBeenCalled();
  });

  it("closes on Escape the same way", async () => {
    const send = idle();
    const onClose = vi.fn();
    const { user } = renderUI(<ResetLinkDialog email="ada@example.com" send={send} onSend={vi.fn()} onClose={onClose} />);
    await screen.findByRole("dialog");
    await user.keyboard("{Escape}");
    expect(send.reset).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("shows the server's refusal as an alert", async () => {
    const send = { ...idle(), isError: true, error: refused("Coult not send e-mail.") };
    renderUI(<ResetLinkDialog email="ada@example.com" send={send} onSend={vi.fn()} onClose={vi.fn()} />);
    expect((await screen.findByRole("alert")).textContent).toBe("Coult not send e-mail.");
  });

  it("marks the send button busy while the link is on its way", async () => {
    const send = { ...idle(), isPending: true };
    renderUI(<ResetLinkDialog email="ada@example.com" send={send} onSend={vi.fn()} onClose={vi.fn()} />);
    const button = await screen.findByRole("button", { name: /Send link/ });
    expect(button.hasAttribute("disabled") || button.getAttribute("data-loading") === "true").toBe(true);
  });
});
