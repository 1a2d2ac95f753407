import { pino, type DestinationStream, type Logger } from "pino";

/**
 * Structured JSON logs. Secrets never reach them: cookies, authorization headers and any body
 * field that could hold a password, captcha, token or card number are redacted by path. Standard
 * output unless a destination is given (tests and the bench).
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
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
  };
  return destination ? pino(options, destination) : pino(options);
}
