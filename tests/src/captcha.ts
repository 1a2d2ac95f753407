import type { DbTx } from "@paydesk/db";
import { createCaptchaChallenge } from "@paydesk/services";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";

/** Solve a challenge the way the browser widget does and encode the payload it submits. */
export async function solveCaptcha(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
  if (!solution) throw new Error("could not solve the captcha challenge");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/** A fresh challenge from the server's own secrets, solved: a captcha field that verifies once. */
export async function captchaSolution(db: DbTx): Promise<string> {
  return solveCaptcha(await createCaptchaChallenge(db));
}
