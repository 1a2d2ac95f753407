export { getProfile, updateProfile, type ProfileView } from "./profile.ts";
