import { Anchor, Badge, type AnchorProps } from "@mantine/core";
import { Link } from "react-router";
import { PERMISSION_AREAS, type TAlertAudience, type TAlertType } from "@paydesk/validators";
import type { Session } from "../../lib/session.ts";
import { formatDate } from "../../lib/dates.ts";

const TYPE_STYLE: Record<TAlertType, { color: string; label: string }> = {
  info: { color: "blue", label: "Information" },
  warning: { color: "yellow", label: "Warning" },
  outage: { color: "red", label: "Outage" },
  feature: { color: "teal", label: "New feature" },
};

export const alertTypeColor = (type: TAlertType) => TYPE_STYLE[type].color;
export const ALERT_TYPE_OPTIONS = Object.entries(TYPE_STYLE).map(([value, style]) => ({ value, label: style.label }));

export function AlertTypeBadge({ type }: { type: TAlertType }) {
  // Dark text on the light badge: the yellow one fails contrast with white text.
  return (
    <Badge color={TYPE_STYLE[type].color} variant="light">
      {TYPE_STYLE[type].label}
    </Badge>
  );
}

export const AUDIENCE_LABELS: Record<TAlertAudience, string> = {
  company: "One company",
  subtree: "A company and its sites",
  everyone: "Everyone",
};

/** The alert form's "Which staff": all of them, or those who may manage one area. */
export const READER_OPTIONS = [
  { value: "", label: "All staff" },
  ...PERMISSION_AREAS.map((area) => ({ value: `${area.key}.manage`, label: `Staff who manage ${area.label.toLowerCase()}` })),
];

export function describeAudience(audience: TAlertAudience, companyName: string | null): string {
  if (audience === "everyone") return AUDIENCE_LABELS.everyone;
  return `${companyName ?? "A removed company"}${audience === "subtree" ? " and its sites" : ""}`;
}

/** `zone`: the alert's (its company's, or the reader's for an alert to everyone), as the answer names it. */
export const formatInstant = (instant: Date, zone?: string) => formatDate(instant, "dateTime", zone ? { zone } : {});

export function describeWindow(startsAt: Date, endsAt: Date | null, zone?: string): string {
  return endsAt ? `${formatInstant(startsAt, zone)} – ${formatInstant(endsAt, zone)}` : `From ${formatInstant(startsAt, zone)}`;
}

/** Control staff acting as themselves write alerts (the server's controlStaffProcedure). */
export const mayWriteAlerts = (session: Session) => session.user.kind === "CONTROL" && !session.masquerading;

/** Site links open in the app; outside addresses in a new tab. */
export const isOutsideLink = (url: string) => /^https?:\/\//i.test(url);

/** An alert's link: a page of the app, or an outside address opened in a new tab. */
export function AlertLinkAnchor({ url, title, ...props }: AnchorProps & { url: string; title: string | null }) {
  const label = title ?? url;
  return isOutsideLink(url) ? (
    <Anchor {...props} href={url} target="_blank" rel="noopener noreferrer">
      {label}
    </Anchor>
  ) : (
    <Anchor {...props} component={Link} to={url}>
      {label}
    </Anchor>
  );
}
