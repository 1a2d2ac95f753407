import { pino, type Logger } from "pino";

/**
 * Structured JSON logs. Secrets never reach them: cookies, authorization headers and any body
 * field that could hold a password, captcha, token or card number are redacted by path.
 */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: [
        "req.headers.cookie",
        "req.headers.authorization",
        'res.headers["set-cookie"]',
        "*.password",
        "*.old_password",
        "*.new_password",
        "*.new_password2",
        "*.card_number",
        "*.token",
      ],
      censor: "[redacted]",
    },
  });
}
