export { confirmEmailChange, EMAIL_CHANGE_TTL_MS, getProfile, updateProfile, type ProfileSaved, type ProfileView } from "./profile.ts";
