import { Anchor, Text } from "@mantine/core";
import { Link } from "react-router";

interface PersonCellProps {
  name: string;
  email: string;
  /** The person's own page: the name links to it. */
  href?: string | null;
}

/** A person in a list's row: the name in bold (a link where they open), the e-mail address under it. */
export function PersonCell({ name, email, href }: PersonCellProps) {
  return (
    <>
      {href ? (
        <Anchor component={Link} to={href} fw={600} size="sm">
          {name}
        </Anchor>
      ) : (
        <Text size="sm" fw={600}>
          {name}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {email}
      </Text>
    </>
  );
}
