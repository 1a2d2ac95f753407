import { describe, expect, it } from "vitest";
import { centreSquare, exceedsDimensionLimit, fitsWithin, fitWithin, IMAGE_PREVIEW_MAX, LOGO_MAX } from "./sizes.ts";

describe("image size rules (docs/product/dashboard-images-promotions.md)", () => {
  it.each([
    [{ width: 1200, height: 900 }, IMAGE_PREVIEW_MAX, { width: 600, height: 450 }],
    [{ width: 1200, height: 400 }, IMAGE_PREVIEW_MAX, { width: 600, height: 200 }],
    [{ width: 300, height: 900 }, IMAGE_PREVIEW_MAX, { width: 150, height: 450 }],
    [{ width: 200, height: 100 }, IMAGE_PREVIEW_MAX, { width: 200, height: 100 }],
    [{ width: 600, height: 450 }, IMAGE_PREVIEW_MAX, { width: 600, height: 450 }],
    [{ width: 1000, height: 100 }, LOGO_MAX, { width: 300, height: 30 }],
    [{ width: 400, height: 400 }, LOGO_MAX, { width: 73, height: 73 }],
    [{ width: 5000, height: 1 }, LOGO_MAX, { width: 300, height: 1 }],
  ])("%o inside %o is %o, never enlarged", (size, max, fitted) => {
    expect(fitWithin(size, max)).toEqual(fitted);
    expect(fitsWithin(fitted, max)).toBe(true);
  });

  it("knows what already fits", () => {
    expect(fitsWithin({ width: 600, height: 450 }, IMAGE_PREVIEW_MAX)).toBe(true);
    expect(fitsWithin({ width: 601, height: 10 }, IMAGE_PREVIEW_MAX)).toBe(false);
    expect(fitsWithin({ width: 300, height: 74 }, LOGO_MAX)).toBe(false);
  });

  it.each([
    [{ width: 100, height: 60 }, { left: 20, top: 0, side: 60 }],
    [{ width: 60, height: 101 }, { left: 0, top: 20, side: 60 }],
    [{ width: 80, height: 80 }, { left: 0, top: 0, side: 80 }],
  ])("the thumbnail of %o crops %o", (size, square) => {
    expect(centreSquare(size)).toEqual(square);
  });

  it("refuses past the dimension limit, 99999 by default", () => {
    expect(exceedsDimensionLimit({ width: 99999, height: 99999 })).toBe(false);
    expect(exceedsDimensionLimit({ width: 100000, height: 1 })).toBe(true);
    expect(exceedsDimensionLimit({ width: 1, height: 100000 })).toBe(true);
    expect(exceedsDimensionLimit({ width: 501, height: 20 }, 500)).toBe(true);
    expect(exceedsDimensionLimit({ width: 500, height: 500 }, 500)).toBe(false);
  });
});
