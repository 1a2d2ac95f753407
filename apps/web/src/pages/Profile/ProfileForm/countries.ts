import { PROFILE_COUNTRIES } from "@paydesk/validators";

const LABELS: Record<(typeof PROFILE_COUNTRIES)[number], string> = {
  USA: "United States",
  CAN: "Canada",
  MEX: "Mexico",
  GBR: "United Kingdom",
  IRL: "Ireland",
  AUS: "Australia",
  NZL: "New Zealand",
  OTHER: "Another country",
};

/** The profile's country choices, in the validators' order. */
export const COUNTRY_OPTIONS = PROFILE_COUNTRIES.map((value) => ({ value, label: LABELS[value] }));
