import type { WidgetAttributes } from "altcha/types";
import type { DetailedHTMLProps, HTMLAttributes } from "react";

// altcha ships JSX types without `key` and `ref` callbacks that return a cleanup; declare the
// element the way React declares its own intrinsic elements instead.
declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "altcha-widget": DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & WidgetAttributes;
    }
  }
}
