/**
 * Where an image is served (docs/product/dashboard-images-promotions.md: `s3_url` is the image's own path).
 */
export const imagePath = (id: number) => `/e/image/${id}`;
export const imageFullPath = (id: number) => `/e/image/${id}/full`;
export const imageThumbPath = (id: number) => `/e/image/${id}/thumb`;
