import { Anchor, Avatar, Group, Text } from "@mantine/core";
import { Link } from "react-router";

interface PersonCellProps {
  name: string;
  email: string;
  /** The person's own page: the name links to it. */
  href?: string | null;
  /** The person's initials in a round badge before the name, where a list of people reads better with faces. */
  avatar?: boolean;
}

/** A person in a list's row: the name in bold (a link where they open), the e-mail address under it. */
export function PersonCell({ name, email, href, avatar = false }: PersonCellProps) {
  const lines = (
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
  if (!avatar) return lines;
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar size={30} radius="xl" color="indigo" name={name} />
      <div>{lines}</div>
    </Group>
  );
}
