import type { TModule } from "@paydesk/validators";

/** Database enum values for modules (Prisma `AppModule`). */
export type AppModuleValue = "SCHOOL" | "VENDOR" | "BUSINESS" | "PARENT" | "CONTROL";
export type CompanyKindValue = "PLATFORM" | "DISTRICT" | "SCHOOL" | "VENDOR" | "BUSINESS";

export function moduleToEnum(module: TModule): AppModuleValue {
  return module.toUpperCase() as AppModuleValue;
}

export function enumToModule(value: AppModuleValue): TModule {
  return value.toLowerCase() as TModule;
}

/** The module a company's administrators work in. */
export function moduleOfCompanyKind(kind: CompanyKindValue): TModule {
  switch (kind) {
    case "PLATFORM":
      return "control";
    case "DISTRICT":
    case "SCHOOL":
      return "school";
    case "VENDOR":
      return "vendor";
    case "BUSINESS":
      return "business";
  }
}
