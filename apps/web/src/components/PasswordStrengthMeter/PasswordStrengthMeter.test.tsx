// @vitest-environment happy-dom
import { scorePassword } from "@paydesk/domain/password-strength";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderUI } from "../../testing/render.tsx";
import { PasswordStrengthMeter } from "./PasswordStrengthMeter.tsx";

const said = async () => (await screen.findByText(/^Password strength:/)).textContent;
const checks = () =>
  within(screen.getByRole("list", { name: "Character types" }))
    .getAllByRole("listitem")
    .map((item) => item.textContent);

describe("PasswordStrengthMeter", () => {
  it("is drawn whole while its scorer loads, so nothing below it moves when the figures arrive", async () => {
    renderUI(<PasswordStrengthMeter password="abc" userInputs={[]} />);
    // The first paint, before the scorer's chunk has answered: the meter's frame, not a block in its place.
    const meter = screen.getByTestId("strength-meter");
    expect(screen.getByRole("status", { name: "Loading the strength meter" })).toBeTruthy();
    expect(checks()).toEqual(["Upper case letter", "Lower case letter", "Digit", "Symbol"]);
    expect(await said()).toBe("Password strength: Weak");
    expect(screen.getByTestId("strength-meter")).toBe(meter);
    expect(screen.queryByRole("status", { name: "Loading the strength meter" })).toBeNull();
  });

  it("says Weak for no password yet, every character type missing", async () => {
    renderUI(<PasswordStrengthMeter password="" userInputs={[]} />);
    expect(await said()).toBe("Password strength: Weak");
    expect(checks()).toEqual(["Upper case letter: missing", "Lower case letter: missing", "Digit: missing", "Symbol: missing"]);
  });

  it("follows the password as it changes, with the character types it holds", async () => {
    const { rerender } = renderUI(<PasswordStrengthMeter password="password" userInputs={[]} />);
    expect(await said()).toBe("Password strength: Weak");
    rerender(<PasswordStrengthMeter password="Lincoln2024!" userInputs={[]} />);
    await screen.findByText("Strong");
    expect(await said()).toBe("Password strength: Strong");
    expect(checks()).toEqual(["Upper case letter: present", "Lower case letter: present", "Digit: present", "Symbol: present"]);
    rerender(<PasswordStrengthMeter password="correct horse battery staple" userInputs={[]} />);
    await screen.findByText("Very Strong");
    expect(checks()).toEqual(["Upper case letter: missing", "Lower case letter: present", "Digit: missing", "Symbol: present"]);
  });

  it("scores the user's own words (name, e-mail) as guessable", async () => {
    const password = "lincolnhighschool";
    const own = scorePassword(password, ["lincolnhighschool"]).label;
    expect(own).not.toBe(scorePassword(password).label);
    renderUI(<PasswordStrengthMeter password={password} userInputs={["lincolnhighschool"]} />);
    expect(await said()).toBe(`Password strength: ${own}`);
  });
});
