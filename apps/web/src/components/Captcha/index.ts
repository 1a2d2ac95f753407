export { Captcha, type CaptchaHandle } from "./Captcha.tsx";
