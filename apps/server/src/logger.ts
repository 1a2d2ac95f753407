import { passesLuhn } from "@paydesk/domain";
import { pino, type DestinationStream, type Logger } from "pino";

/**
 * Structured JSON logs. Secrets never reach them: cookies, authorization headers and any body
 * field that could hold a password, captcha, token or card number are redacted by path, and any
 * run of 13-19 digits left in a message or string field is masked (a card number in an error's text,
 * which no path names). Standard output unless a destination is given: a stream (tests) or a
 * file path (the bench).
 *
 * Files and standard output are written asynchronously: a line is handed to the kernel at once
 * when no write is pending, and lines logged while one is pending go together in the next write.
 * A synchronous write was one system call per request (the checkout bench's profile: the request
 * log was about a tenth of the app's CPU under load). pino flushes what is pending when the
 * process exits; only a killed process (SIGKILL) can lose its last lines.
 */
export function createLogger(level: string, destination?: DestinationStream | string): Logger {
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
        // The payment object (docs/product/checkout-and-payments.md) and the gateway's request: card number,
        // security code, tracks.
        "*.cc_pan",
        "*.cc_cv",
        "*.magtrack1",
        "*.magtrack2",
        "*.*.cc_pan",
        "*.*.cc_cv",
        "*.*.magtrack1",
        "*.*.magtrack2",
        "*.card.number",
        "*.card.security_code",
        "*.digits",
        "*.securityCode",
      ],
      censor: "[redacted]",
    },
  };
  const stream = destination === undefined || typeof destination === "string" ? pino.destination({ dest: destination ?? 1, sync: false }) : destination;
  return pino(options, maskingCardNumbers(stream));
}

/**
 * A run of 13-19 digits that passes the Luhn check is taken for a card number and masked to its
 * last four, wherever it sits in the line (an error's message or stack, a query echoed by a
 * driver). pino's own `time` (epoch milliseconds, 13 digits) is left alone.
 */
const CARD_LIKE = /(?<!"time":)(?<!\d)\d{13,19}(?!\d)/g;

export function maskCardNumbers(line: string): string {
  return line.replace(CARD_LIKE, (digits) => (passesLuhn(digits) ? `[card ••••${digits.slice(-4)}]` : digits));
}

function maskingCardNumbers(destination: DestinationStream): DestinationStream {
  return { write: (line: string) => destination.write(maskCardNumbers(line)) };
}
