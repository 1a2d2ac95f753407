/**
 * The student-upload bench's client in a process of its own (as a browser is): it reads the file,
 * posts its chunks and polls processing (upload.ts) while the app and its job run in the bench's
 * process, so the app's CPU figures and RSS are the server's alone. Driven over IPC: one "upload"
 * message, answered by "sent" between the two phases (the bench reads its CPU clocks there) and
 * "done" with the figures and the client's own CPU seconds. The child's side is client-main.ts.
 */
import { fork } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { UploadFigures } from "./upload.ts";

export interface UploadRequest {
  type: "upload";
  baseUrl: string;
  cookie: string;
  file: string;
  school: number;
}

export type ClientAnswer =
  { type: "sent"; cpuSeconds: number } | { type: "done"; figures: UploadFigures; cpuSeconds: number } | { type: "failed"; message: string };

export interface ClientFigures extends UploadFigures {
  /** The client process's CPU seconds while sending, and while polling the processing. */
  clientCpu: { send: number; process: number };
}

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** Runs the upload from a forked client; `onSent` is called when the client has posted every chunk. */
export function uploadFromClientProcess(request: Omit<UploadRequest, "type">, onSent: () => void): Promise<ClientFigures> {
  // The same loader flags as this process (tsx), so the client runs from its TypeScript source.
  const child = fork(path.join(HERE, "client-main.ts"), [], { execArgv: process.execArgv, stdio: ["ignore", "inherit", "inherit", "ipc"] });
  return new Promise<ClientFigures>((resolve, reject) => {
    let sentCpu = 0;
    child.once("exit", (code) => reject(new Error(`the upload client exited with ${code}`)));
    child.on("message", (answer: ClientAnswer) => {
      if (answer.type === "sent") {
        sentCpu = answer.cpuSeconds;
        onSent();
      } else if (answer.type === "done") {
        resolve({ ...answer.figures, clientCpu: { send: sentCpu, process: answer.cpuSeconds - sentCpu } });
      } else reject(new Error(`the upload client failed: ${answer.message}`));
    });
    child.send({ type: "upload", ...request } satisfies UploadRequest);
  }).finally(() => {
    child.removeAllListeners("exit");
    if (child.connected) child.disconnect();
  });
}
