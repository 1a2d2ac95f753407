/** A multipart/form-data body of text fields and one file, as a browser's FormData sends it. */
export function multipart(fields: Record<string, string>, file: { field: string; name: string; type: string; content: string }) {
  const boundary = `----paydesk${Math.random().toString(36).slice(2)}`;
  const parts = Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  parts.push(
    `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n${file.content}\r\n`,
  );
  return { body: `${parts.join("")}--${boundary}--\r\n`, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}
