/**
 * The skins a company may choose for its pay pages (docs/product/dashboard-images-promotions.md:
 * /{module}/promote/skins). A skin is a few colours: the chooser draws its thumbnail from them and the pay
 * pages' banner wears them, so no picture files ship with the app.
 */
import type { TSkinKey } from "@paydesk/validators";

export interface Skin {
  key: TSkinKey;
  label: string;
  /** The banner's background and text, and the accent line under it. */
  banner: string;
  text: string;
  accent: string;
}

export const SKINS: Readonly<Record<TSkinKey, Skin>> = {
  classic: { key: "classic", label: "Classic", banner: "#1c3d7a", text: "#ffffff", accent: "#f2b705" },
  forest: { key: "forest", label: "Forest", banner: "#1e5631", text: "#ffffff", accent: "#a4de02" },
  crimson: { key: "crimson", label: "Crimson", banner: "#8b1e2d", text: "#ffffff", accent: "#f4d35e" },
  slate: { key: "slate", label: "Slate", banner: "#2f3e46", text: "#ffffff", accent: "#84a98c" },
  sunrise: { key: "sunrise", label: "Sunrise", banner: "#ffe8cc", text: "#5c2d00", accent: "#e8590c" },
  plain: { key: "plain", label: "Plain", banner: "#f1f3f5", text: "#212529", accent: "#495057" },
};
