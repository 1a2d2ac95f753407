/**
 * The upload client's process (forked by client.ts): waits for its one request, runs the upload
 * over HTTP, answers with the figures and its CPU seconds, and ends.
 */
import type { ClientAnswer, UploadRequest } from "./client.ts";
import { uploadThroughHttp } from "./upload.ts";

const cpuSeconds = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
};
const answer = (message: ClientAnswer) => process.send!(message);

process.once("message", (request: UploadRequest) => {
  const atStart = cpuSeconds();
  uploadThroughHttp(request.baseUrl, request.cookie, request.file, request.school, () => answer({ type: "sent", cpuSeconds: cpuSeconds() - atStart }))
    .then((figures) => answer({ type: "done", figures, cpuSeconds: cpuSeconds() - atStart }))
    .catch((error: unknown) => answer({ type: "failed", message: error instanceof Error ? (error.stack ?? error.message) : String(error) }))
    .finally(() => process.disconnect());
});
