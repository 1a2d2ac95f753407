/**
 * `npm run create-admin -- --email you@example.org [--first-name A --last-name B] [--generate-password] [--another]`:
 * creates a platform (control) administrator on this installation's database (DATABASE_URL, else
 * the embedded one under DATA_DIR, the app's own server if the app is running). On a terminal it
 * asks for the password twice without echoing it; otherwise, or with --generate-password, it
 * generates a strong one and prints it once (nothing else keeps it). Refuses while a control
 * administrator exists unless --another.
 */
import { parseArgs } from "node:util";
import { createDb, migrateDeploy, resolveDatabase } from "@paydesk/db";
import { AppError } from "@paydesk/domain";
import { createControlAdministrator, FIRST_ADMIN_MIN_PASSWORD_LENGTH, firstAdminPasswordProblem, generatePassword } from "@paydesk/services";

const USAGE = "Usage: npm run create-admin -- --email you@example.org [--first-name Ada --last-name Admin] [--generate-password] [--another]";

function fail(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

/** Reads one line from the terminal without showing what is typed. */
function askHidden(prompt: string): Promise<string> {
  const input = process.stdin;
  process.stdout.write(prompt);
  return new Promise((resolve) => {
    let answer = "";
    input.setRawMode(true);
    input.resume();
    input.setEncoding("utf8");
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n") {
          input.setRawMode(false);
          input.pause();
          input.removeListener("data", onData);
          process.stdout.write("\n");
          resolve(answer);
          return;
        }
        if (char === "\u0003") {
          input.setRawMode(false);
          process.stdout.write("\n");
          process.exit(130);
        }
        if (char === "\u007f" || char === "\b") answer = answer.slice(0, -1);
        else answer += char;
      }
    };
    input.on("data", onData);
  });
}

async function choosePassword(generate: boolean, userInputs: string[]): Promise<{ password: string; generated: boolean }> {
  if (generate || !process.stdin.isTTY) return { password: generatePassword(20), generated: true };
  for (;;) {
    const password = await askHidden(`Password for the new administrator (at least ${FIRST_ADMIN_MIN_PASSWORD_LENGTH} characters): `);
    const problem = firstAdminPasswordProblem(password, userInputs);
    if (problem) {
      console.error(problem);
      continue;
    }
    if ((await askHidden("The same password again: ")) === password) return { password, generated: false };
    console.error("The two passwords you entered do not match.");
  }
}

async function main(): Promise<void> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: "string" },
        "first-name": { type: "string", default: "Platform" },
        "last-name": { type: "string", default: "Administrator" },
        "generate-password": { type: "boolean", default: false },
        another: { type: "boolean", default: false },
      },
    }));
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`);
  }
  if (!values.email) fail(USAGE);
  const firstName = values["first-name"].trim() || "Platform";
  const lastName = values["last-name"].trim() || "Administrator";
  const { password, generated } = await choosePassword(values["generate-password"], [values.email, firstName, lastName]);

  const database = await resolveDatabase(process.env, { joinRunning: true });
  const db = createDb(database.url, { max: 2 });
  try {
    // A database the app never started on gets its tables first (the same migrations as a start).
    await migrateDeploy(database.url);
    await createControlAdministrator(db, { email: values.email, firstName, lastName, password, another: values.another });
  } catch (error) {
    if (error instanceof AppError) fail(error.message);
    throw error;
  } finally {
    await db.$disconnect();
    await database.stop();
  }
  // Standard output: the one place the generated password is ever written.
  process.stdout.write(`Platform administrator ${values.email.trim()} created. Sign in at the app's /login.\n`);
  if (generated) process.stdout.write(`Password (shown only this once; change it after signing in): ${password}\n`);
}

await main();
