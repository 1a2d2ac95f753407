/**
 * Image plans and skins in the demo data (docs/product/demo-and-production.md): Lincoln High accepted the
 * image terms and is on Plus with room to spare; Campus Spirit Wear is on Basic, two images short
 * of its limit (the "image plan near its limit"), with its terms accepted and the crimson skin.
 * Deterministic: the filler pictures are solid colours built in code.
 */
import type { DbTx } from "@paydesk/db";
import { solidPng } from "./png.ts";

export interface ImagesSeedRefs {
  now: Date;
  companyId(key: string): number;
  userId(email: string): number;
}

const VENDOR_FILLERS = 22;
const FILLER_SIZE_PX = 8;

export async function seedImagePlans(tx: DbTx, refs: ImagesSeedRefs): Promise<void> {
  const lincoln = refs.companyId("lincoln");
  const vendor = refs.companyId("vendor");
  await tx.companyImageSettings.createMany({
    data: [
      { companyId: lincoln, plan: "PLUS", termsAcceptedAt: refs.now, termsAcceptedById: refs.userId("school@demo.test"), skin: "classic" },
      { companyId: vendor, plan: "BASIC", termsAcceptedAt: refs.now, termsAcceptedById: refs.userId("vendor@demo.test"), skin: "crimson" },
    ],
  });
  await tx.image.createMany({
    data: Array.from({ length: VENDOR_FILLERS }, (_, i) => {
      const data = solidPng(FILLER_SIZE_PX, FILLER_SIZE_PX, 0x202020 + i * 0x060503);
      return { companyId: vendor, name: `Swatch ${String(i + 1).padStart(2, "0")}.png`, contentType: "image/png", byteSize: data.length, width: FILLER_SIZE_PX, height: FILLER_SIZE_PX, data: new Uint8Array(data) };
    }),
  });
}
