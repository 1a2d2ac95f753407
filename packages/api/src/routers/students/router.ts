import { router } from "../../trpc.ts";
import { findByIdForDistrictProcedure } from "./find-by-id-for-district.ts";
import { findProcedure } from "./find.ts";
import { forCompanyProcedure } from "./for-company.ts";
import { itemsForProcedure } from "./items-for.ts";

/** The terminal's student search and lookups, and the items of one student (docs/product/terminal.md). */
export const studentsRouter = router({
  forCompany: forCompanyProcedure,
  find: findProcedure,
  findByIdForDistrict: findByIdForDistrictProcedure,
  itemsFor: itemsForProcedure,
});
