/**
 * The ALTCHA web component, registered once. We use the "external" build: it neither injects
 * <style> tags nor starts workers from blob: URLs, so it runs under our CSP as a plain
 * same-origin script with a same-origin worker file and a bundled stylesheet.
 */
import "altcha/external";
import "altcha/altcha.css";
import Pbkdf2Worker from "altcha/workers/pbkdf2?worker";

// The server issues PBKDF2/SHA-256 challenges (altcha-lib createChallenge); that is the only
// algorithm the widget needs to know.
globalThis.$altcha.algorithms.set("PBKDF2/SHA-256", () => new Pbkdf2Worker());
