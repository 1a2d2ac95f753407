import type { UseFormReturnType } from "@mantine/form";
import type { TModule, TPromotionChannel, TPromotionPostInput } from "@paydesk/validators";
import { displayTimeZone, fromZoneInput } from "../../../lib/dates.ts";

/** Every composer's form: the shared fields and each channel's own (unused ones stay empty). */
export interface ComposerValues {
  itemId: string | null;
  message: string;
  /** Facebook: the connected page to post on. */
  pageId: string | null;
  /** Mail and marketing. */
  subject: string;
  /** Mail: the addresses, one tag each. */
  recipients: string[];
  /** Marketing: the contact list. */
  listId: string | null;
  /** Short post: an image goes along (it costs a link's length). */
  withImage: boolean;
  schedule: boolean;
  /** A `datetime-local` value: the wall clock of the company's time zone (not the browser's). */
  scheduledAt: string;
}

/** The form every composer and its channel fields share. */
export type ComposerForm = UseFormReturnType<ComposerValues>;

export const EMPTY_COMPOSER: ComposerValues = {
  itemId: null,
  message: "",
  pageId: null,
  subject: "",
  recipients: [],
  listId: null,
  withImage: false,
  schedule: false,
  scheduledAt: "",
};

const asId = (value: string | null) => (value ? Number(value) : undefined);

/**
 * The `promotions.post` request the form's values mean for one channel: only that channel's
 * fields go along, so the shared schema (ZPromotionPost) judges exactly what the server will.
 * The scheduled time is read in `zone`, the company's (the session's display zone).
 */
export function toPostRequest(
  module: TModule,
  channel: TPromotionChannel,
  values: ComposerValues,
  zone: string = displayTimeZone(),
): TPromotionPostInput {
  // One object for the four shapes: the channel's own fields are spread in by the same test as
  // the channel, which TypeScript cannot follow through a union, hence the one assertion.
  return {
    module,
    channel,
    itemId: asId(values.itemId),
    message: values.message,
    ...(channel === "facebook" ? { pageId: values.pageId ?? "" } : {}),
    ...(channel === "mail" || channel === "marketing" ? { subject: values.subject } : {}),
    ...(channel === "mail" ? { recipients: values.recipients } : {}),
    ...(channel === "marketing" ? { listId: asId(values.listId) } : {}),
    ...(channel === "short" ? { withImage: values.withImage } : {}),
    // An empty time while "later" is chosen stays a time the schema refuses, not "now".
    scheduledAt: values.schedule ? (fromZoneInput(values.scheduledAt, zone) ?? values.scheduledAt) : null,
  } as TPromotionPostInput;
}
