/**
 * Demo or production (docs/product/demo-and-production.md). The demo writes its data into an empty database
 * and mounts the simulators; production does neither. `PAYDESK_DEMO=1` runs the demo whatever else is set,
 * `PAYDESK_DEMO=0` never does, and unset the demo runs unless `NODE_ENV=production`. Any other
 * value is refused rather than guessed: a typo must not turn a production start into a demo with
 * published passwords.
 */
export class DemoModeSettingError extends Error {
  constructor(value: string) {
    super(`PAYDESK_DEMO is "${value}": set it to 1 (demo) or 0 (production), or leave it unset.`);
    this.name = "DemoModeSettingError";
  }
}

export function isDemoMode(env: { PAYDESK_DEMO?: string | undefined; NODE_ENV?: string | undefined }): boolean {
  const setting = env.PAYDESK_DEMO?.trim();
  if (setting === "1") return true;
  if (setting === "0") return false;
  if (setting === undefined || setting === "") return env.NODE_ENV !== "production";
  throw new DemoModeSettingError(env.PAYDESK_DEMO!);
}
