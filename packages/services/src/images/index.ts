export { listImageLibrary, type ImageLibrary, type LibraryImage } from "./library.ts";
export { uploadLibraryImage } from "./upload.ts";
export { requestImageRemoval, processImageRemoval, type RemovalAnswer, type MatchingItem } from "./remove.ts";
export { IMAGE_REMOVAL_QUEUE, registerImageRemovalWork, startImageRemovalQueue } from "./queue.ts";
export { upgradeImagePlan, acceptImageTerms } from "./plans.ts";
export { getSkinChoice, saveSkin, uploadLogo, removeLogo, payPageSkin, type SkinChoice } from "./skins.ts";
export { readServedImage, type ImageVariant, type ServedImage } from "./serve.ts";
export { encodeLibraryImage, encodeLogo } from "./media.ts";
